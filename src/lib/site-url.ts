/** The public origin used for canonical and Open Graph URLs (SITE_URL, default localhost). */
export function siteUrl(): URL {
  const raw = process.env.SITE_URL || "http://localhost:3000";
  return new URL(raw.endsWith("/") ? raw : `${raw}/`);
}

export function absoluteUrl(path: string): string {
  return new URL(path.replace(/^\//, ""), siteUrl()).toString();
}

export function isHttpsSite(): boolean {
  return siteUrl().protocol === "https:";
}
