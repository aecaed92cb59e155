/**
 * The public origin used for canonical and Open Graph URLs: SITE_URL, or else this machine on the
 * port the site is served from, so that a build made by `PORT=3600 npm start` links to 3600.
 */
export function siteUrl(): URL {
  const raw = process.env.SITE_URL || `http://localhost:${process.env.PORT || 3000}`;
  return new URL(raw.endsWith("/") ? raw : `${raw}/`);
}

export function absoluteUrl(path: string): string {
  return new URL(path.replace(/^\//, ""), siteUrl()).toString();
}

export function isHttpsSite(): boolean {
  return siteUrl().protocol === "https:";
}
