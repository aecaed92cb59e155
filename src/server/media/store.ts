import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "@/server/db/client";
import { media, mediaVariants, type Media } from "@/server/db/schema";
import type { MediaImage, VariantFormat } from "@/lib/media";
import type { EncodedVariant } from "./process";

/** The image stored for an upload of these exact bytes, if any. */
export async function mediaByHash(db: Db, contentHash: string): Promise<Media | null> {
  const [row] = await db.select().from(media).where(eq(media.contentHash, contentHash)).limit(1);
  return row ?? null;
}

/**
 * Stores an image and its variants in one transaction. Two uploads of the same file racing each
 * other store it once: the second finds the first's row. Answers the stored row and whether it
 * was already there.
 */
export async function insertMedia(
  db: Db,
  row: Pick<Media, "key" | "originalName" | "alt" | "width" | "height" | "contentHash" | "size" | "createdBy">,
  variants: readonly EncodedVariant[],
): Promise<{ media: Media; existed: boolean }> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx.insert(media).values(row).onConflictDoNothing({ target: media.contentHash }).returning();
    if (!inserted) {
      const existing = await mediaByHash(tx, row.contentHash);
      if (!existing) throw new Error("media row vanished between insert and select");
      return { media: existing, existed: true };
    }
    await tx
      .insert(mediaVariants)
      .values(variants.map((v) => ({ mediaId: inserted.id, width: v.width, height: v.height, format: v.format, bytes: v.bytes, size: v.bytes.length })));
    return { media: inserted, existed: false };
  });
}

/** One variant's bytes for /media/<key>-<width>.<format>, or null. */
export async function mediaVariant(db: Db, key: string, width: number, format: VariantFormat): Promise<{ bytes: Buffer; size: number } | null> {
  const [row] = await db
    .select({ bytes: mediaVariants.bytes, size: mediaVariants.size })
    .from(mediaVariants)
    .innerJoin(media, eq(media.id, mediaVariants.mediaId))
    .where(and(eq(media.key, key), eq(mediaVariants.width, width), eq(mediaVariants.format, format)))
    .limit(1);
  return row ?? null;
}

/**
 * The uploaded images these keys name, as pages render them: each with the widths it has in
 * both formats and its widest variant's size. Unknown keys are left out.
 */
export async function mediaByKeys(db: Db, keys: readonly string[]): Promise<Map<string, MediaImage>> {
  const out = new Map<string, MediaImage>();
  const wanted = [...new Set(keys)];
  if (wanted.length === 0) return out;
  const rows = await db
    .select({ key: media.key, width: mediaVariants.width, height: mediaVariants.height, format: mediaVariants.format })
    .from(media)
    .innerJoin(mediaVariants, eq(media.id, mediaVariants.mediaId))
    .where(inArray(media.key, wanted));
  const byKey = new Map<string, { sizes: Map<number, number>; formats: Map<number, Set<string>> }>();
  for (const r of rows) {
    const entry = byKey.get(r.key) ?? { sizes: new Map(), formats: new Map() };
    entry.sizes.set(r.width, r.height);
    entry.formats.set(r.width, (entry.formats.get(r.width) ?? new Set()).add(r.format));
    byKey.set(r.key, entry);
  }
  for (const [key, { sizes, formats }] of byKey) {
    // Only widths that exist in both formats go into the srcsets.
    const widths = [...sizes.keys()].filter((w) => formats.get(w)!.size === 2).sort((a, b) => a - b);
    if (widths.length === 0) continue;
    const widest = widths.at(-1)!;
    out.set(key, { key, width: widest, height: sizes.get(widest)!, widths });
  }
  return out;
}

/** An uploaded image's address, as a PostgreSQL regular expression whose one group is its key (src/lib/media.ts). */
const MEDIA_URL_SQL = "^/media/([a-z0-9]+(?:-[a-z0-9]+)*)-[0-9]{1,5}\\.(?:avif|webp)$";

/**
 * For list queries: the uploaded image an address column names, as a MediaImage (the widths it
 * has, its widest variant's size), or null for no image, a path that is not an upload, or an
 * unknown key. One subquery by the unique key per row, so a list needs no second query.
 */
export function featuredMediaOf(url: AnyPgColumn): SQL<MediaImage | null> {
  return sql<MediaImage | null>`(
    select json_build_object('key', m.key, 'width', max(v.width), 'height', (array_agg(v.height order by v.width desc))[1], 'widths', array_agg(v.width order by v.width))
    from ${media} m join ${mediaVariants} v on v.media_id = m.id and v.format = 'webp'
    where m.key = substring(${url} from ${MEDIA_URL_SQL})
    group by m.key
  )`;
}
