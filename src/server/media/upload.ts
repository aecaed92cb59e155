import { createHash, randomBytes } from "node:crypto";
import type { Db } from "@/server/db/client";
import { audit, auditedBy, type AuditSource } from "@/server/audit";
import { imageSizeError, mediaUrl, type MediaImage } from "@/lib/media";
import { processImage } from "./process";
import { insertMedia, mediaByHash, mediaByKeys } from "./store";

export type UploadResult = { ok: true; url: string; image: MediaImage; existed: boolean } | { ok: false; message: string };

/** What an image is for in the editor; written to the audit log. */
export type UploadUse = "featured" | "body";

/** The readable start of a key: the file's name in lower-case ASCII words, or "image". */
function keyStem(name: string): string {
  const stem = name
    .replace(/\.[^.]*$/, "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/g, "");
  return stem || "image";
}

/** A short display form of an uploaded file's name (the browser's, which may be anything). */
function displayName(name: string): string {
  const clean = name
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .toWellFormed()
    .trim();
  return (clean || "image").slice(0, 200);
}

/**
 * One image uploaded in the console: refused with a field message when it is over the size limit
 * or does not decode as a JPEG, PNG, WebP or AVIF image; otherwise stored once (the same file
 * uploaded again is the image already stored) with its variants, and audited. The caller has
 * checked that the request is an admin's.
 */
export async function uploadImage(db: Db, file: File, { alt, use, admin }: { alt: string; use: UploadUse; admin: AuditSource }): Promise<UploadResult> {
  const name = displayName(file.name);
  const refuse = async (reason: string, message: string): Promise<UploadResult> => {
    await audit(db, {
      ...auditedBy(admin),
      action: "media.upload",
      outcome: "refused",
      target: null,
      detail: { name, size: file.size, use, reason },
    });
    return { ok: false, message };
  };
  const tooBig = imageSizeError(name, file.size);
  if (tooBig) return refuse(file.size === 0 ? "empty" : "size", tooBig);

  const bytes = Buffer.from(await file.arrayBuffer());
  const contentHash = createHash("sha256").update(bytes).digest("hex");
  let stored = await mediaByHash(db, contentHash);
  let existed = Boolean(stored);
  if (!stored) {
    const processed = await processImage(bytes, name);
    if (!processed.ok) return refuse(processed.reason, processed.message);
    const key = `${keyStem(name)}-${randomBytes(5).toString("hex")}`;
    ({ media: stored, existed } = await insertMedia(
      db,
      { key, originalName: name, alt, width: processed.width, height: processed.height, contentHash, size: bytes.length, createdBy: admin.actor },
      processed.variants,
    ));
  }
  const image = (await mediaByKeys(db, [stored.key])).get(stored.key);
  if (!image) throw new Error(`media ${stored.key} has no variants`);
  await audit(db, {
    ...auditedBy(admin),
    action: "media.upload",
    target: `media:${stored.id}`,
    detail: { key: stored.key, name, size: bytes.length, width: stored.width, height: stored.height, use, existed },
  });
  return { ok: true, url: mediaUrl(image.key, image.width, "webp"), image, existed };
}
