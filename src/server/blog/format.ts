/** A seed date "2025-01-15" means midday of that day, so it is the same day in every US zone. */
export function parseSeedDate(value: string): Date {
  const d = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  if (Number.isNaN(d.getTime())) throw new Error(`Invalid date: ${value}`);
  return d;
}

/** Plain text of an HTML fragment (tags dropped, common entities decoded, spaces collapsed). */
function htmlToText(html: string): string {
  return decodeEntities(html.replace(/<[^>]+>/g, " "))
    .replace(/\s+/g, " ")
    .trim();
}

export function decodeEntities(text: string): string {
  return text.replace(/&(#x?[0-9a-f]+|amp|lt|gt|quot|apos|nbsp|rsquo|lsquo|rdquo|ldquo|mdash|ndash|hellip);/gi, (m, e: string) => {
    const named: Record<string, string> = {
      amp: "&",
      lt: "<",
      gt: ">",
      quot: '"',
      apos: "'",
      nbsp: " ",
      rsquo: "\u2019",
      lsquo: "\u2018",
      rdquo: "\u201d",
      ldquo: "\u201c",
      mdash: "\u2014",
      ndash: "\u2013",
      hellip: "\u2026",
    };
    const key = e.toLowerCase();
    if (key in named) return named[key];
    const code = key.startsWith("#x") ? parseInt(key.slice(2), 16) : parseInt(key.slice(1), 10);
    return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : m;
  });
}

/** Minutes to read at 225 words a minute, at least one. */
export function readTimeMinutes(html: string): number {
  const words = htmlToText(html).split(" ").filter(Boolean).length;
  return Math.max(1, Math.round(words / 225));
}
