/**
 * Images the owner uploads in the blog editor (docs/decisions/0015-images-in-the-database.md):
 * the console's save action with files, as Astro calls it (the posted FormData and the request's
 * context), the variants stored in the database, the refusals, the /media/<key>-<width>.<format>
 * endpoint, the admin check, and the pages rendering uploads as <picture>s with srcsets.
 *
 * On PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set: the two drivers hand bytea
 * back differently (Uint8Array, Buffer).
 */
import { describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import zlib from "node:zlib";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { lockingBackends, useDatabase } from "../support/db";
import type { Db } from "@/server/db/client";
import { auditLog, blogPosts, media, mediaVariants } from "@/server/db/schema";
import { ANONYMOUS, type Viewer } from "@/server/gate/visitor";
import { IMAGE_MAX_BYTES, IMAGE_TYPES, mismatchedImageMessage, notAnImageMessage, tooManyPixelsMessage } from "@/lib/media";
import { admin } from "@/actions/admin";
import { actionContext, callAction } from "../support/actions";
import { outsideImageMessage } from "@/lib/schemas/post-images";
import type { FormState } from "@/lib/forms";
import { loadPostPage } from "@/server/blog/post-page";
import { getLatestPosts } from "@/server/blog/queries";
import { PostArticle } from "@/components/blog/PostArticle";
import { withResponsiveImages } from "@/server/blog/body-images";
import { sanitizePostHtml } from "@/server/blog/sanitize";
import { PostCard } from "@/components/blog/PostCard";
import { GET as mediaEndpoint } from "@/pages/media/[file]";
import { editorAnswer } from "@/layouts/admin-page";

/** The blog editor's save action, as Astro calls it for the posted form. */
const saveBlogPost = (data: FormData, context: object) => callAction<FormState>(admin.saveBlogPost, data, context);

const ADMIN: Viewer = { verified: true, admin: true, role: "admin", email: "owner@gatewaytech.example", sessionId: 1, codeId: 7, verifiedAt: new Date() };
const CLIENT: Viewer = { verified: true, admin: false, role: "client", email: "client@example.com", sessionId: 2, codeId: 7, verifiedAt: new Date() };

const requestContext = (viewer: Viewer) => actionContext({ viewer, ip: "192.0.2.44" });

/** The editor's form as the browser posts it: a post that would save, with these changes and files. */
function editorForm(values: Record<string, string> = {}, files: Record<string, File> = {}): FormData {
  const fd = new FormData();
  const all = {
    intent: "save",
    title: "Our new office",
    excerpt: "Pictures from the move.",
    author: "Team",
    category: "Business Strategy",
    publishedDate: "2025-01-15",
    published: "on",
    format: "markdown",
    body: "We moved.",
    ...values,
  };
  for (const [k, v] of Object.entries(all)) fd.set(k, v);
  for (const [k, f] of Object.entries(files)) fd.set(k, f);
  return fd;
}

/** A JPEG from a camera: `width`×`height` as stored, turned by its EXIF orientation, with a maker and GPS position in its metadata. */
async function cameraJpeg(width: number, height: number, orientation = 1): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 8, g: 145, b: 178 } } })
    .jpeg()
    .withExif({ IFD0: { Make: "TestCam", Model: "Secret Model 9" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "33/1 45/1 0/1" } })
    .withMetadata({ orientation })
    .toBuffer();
}

/**
 * A PNG that claims `width`×`height` pixels in its header and holds a few bytes of image data:
 * what a decompression bomb looks like before it is decoded.
 */
function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(zlib.crc32(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", zlib.deflateSync(Buffer.alloc(64))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 50, b: 50, alpha: 0.5 } } })
    .png()
    .toBuffer();
const file = (bytes: Buffer, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });

async function variantsOf(db: Db) {
  return db
    .select({ width: mediaVariants.width, height: mediaVariants.height, format: mediaVariants.format, bytes: mediaVariants.bytes })
    .from(mediaVariants)
    .orderBy(mediaVariants.width, mediaVariants.format);
}

async function rowCount(db: Db, table: typeof media | typeof mediaVariants | typeof blogPosts) {
  const [{ n }] = await db.select({ n: count() }).from(table);
  return n;
}

describe.each(lockingBackends)("uploaded images on %s", (backend) => {
  let db: Db;

  it("stores AVIF and WebP variants at 480, 960 and the upload's own width, upright and without its metadata", async () => {
    db = await useDatabase(backend);
    // Stored 1800×1200, orientation 6: the picture is 1200 wide and 1800 tall.
    const photo = await cameraJpeg(1800, 1200, 6);
    const state = await saveBlogPost(
      editorForm({ intent: "upload", featuredImageAlt: "The new office" }, { featuredImageFile: file(photo, "New Office.JPG", "image/jpeg") }),
      requestContext(ADMIN),
    );
    expect(state.status).toBe("success");
    const [row] = await db.select().from(media);
    expect(row).toMatchObject({
      originalName: "New Office.JPG",
      alt: "The new office",
      width: 1200,
      height: 1800,
      size: photo.length,
      createdBy: "admin:owner@gatewaytech.example",
    });
    expect(row.key).toMatch(/^new-office-[0-9a-f]{10}$/);
    expect(state.values?.featuredImageUrl).toBe(`/media/${row.key}-1200.webp`);

    const variants = await variantsOf(db);
    expect(variants.map((v) => [v.width, v.height, v.format])).toEqual([
      [480, 720, "avif"],
      [480, 720, "webp"],
      [960, 1440, "avif"],
      [960, 1440, "webp"],
      [1200, 1800, "avif"],
      [1200, 1800, "webp"],
    ]);
    const decoded = await Promise.all(variants.map((v) => sharp(v.bytes).metadata()));
    expect(decoded.map((m) => [m.format, m.format === "heif" ? m.compression : "-", m.width, m.height])).toEqual(
      variants.map((v) => [v.format === "avif" ? "heif" : "webp", v.format === "avif" ? "av1" : "-", v.width, v.height]),
    );
    // Nothing of the camera's metadata is served: no EXIF (maker, model, GPS), no orientation, no XMP, IPTC or ICC profile.
    expect(decoded.map((m) => [m.exif, m.orientation, m.xmp, m.iptc, m.icc])).toEqual(
      variants.map(() => [undefined, undefined, undefined, undefined, undefined]),
    );
    expect(variants.some((v) => v.bytes.includes("TestCam") || v.bytes.includes("Secret Model"))).toBe(false);

    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, "media.upload"));
    expect(entry).toMatchObject({ actor: "admin:owner@gatewaytech.example", outcome: "ok", ip: "192.0.2.44", target: `media:${row.id}` });
  });

  it("never enlarges a small image, and stores the same file once however often it is uploaded", async () => {
    db = await useDatabase(backend);
    const small = await png(300, 200);
    const first = await saveBlogPost(
      editorForm({ intent: "upload", featuredImageAlt: "A square" }, { featuredImageFile: file(small, "square.png", "image/png") }),
      requestContext(ADMIN),
    );
    const again = await saveBlogPost(
      editorForm({ intent: "upload", featuredImageAlt: "A square" }, { featuredImageFile: file(small, "copy.png", "image/png") }),
      requestContext(ADMIN),
    );
    expect(again.values?.featuredImageUrl).toBe(first.values?.featuredImageUrl);
    expect((await variantsOf(db)).map((v) => [v.width, v.height, v.format])).toEqual([
      [300, 200, "avif"],
      [300, 200, "webp"],
    ]);
    expect(await rowCount(db, media)).toBe(1);
  });

  it("adds an image for the body at the body's end, in the body's format, with its alt text", async () => {
    db = await useDatabase(backend);
    const state = await saveBlogPost(
      editorForm(
        { intent: "upload", body: "Intro.\n\nMore text.  \n", bodyImageAlt: "Desks [by the window]" },
        { bodyImageFile: file(await png(1000, 500), "desks.png", "image/png") },
      ),
      requestContext(ADMIN),
    );
    const [row] = await db.select().from(media);
    const snippet = `![Desks \\[by the window\\]](/media/${row.key}-1000.webp)`;
    expect([state.status, state.values?.body, state.data?.snippet, state.values?.bodyImageAlt]).toEqual([
      "success",
      `Intro.\n\nMore text.\n\n${snippet}\n`,
      snippet,
      "",
    ]);
    expect(await rowCount(db, blogPosts)).toBe(0);
  });

  it("refuses a file that is not a JPEG, PNG, WebP or AVIF image, whatever it is called, keeping what was typed", async () => {
    db = await useDatabase(backend);
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#fff" } })
      .gif()
      .toBuffer();
    const states = await Promise.all([
      saveBlogPost(editorForm({ title: "Kept title" }, { featuredImageFile: file(gif, "anim.gif", "image/gif") }), requestContext(ADMIN)),
      saveBlogPost(
        editorForm({ title: "Kept title" }, { featuredImageFile: file(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"), "photo.png", "image/png") }),
        requestContext(ADMIN),
      ),
      saveBlogPost(
        editorForm({ title: "Kept title" }, { featuredImageFile: file(Buffer.from("not an image at all"), "photo.jpg", "image/jpeg") }),
        requestContext(ADMIN),
      ),
    ]);
    expect(states.map((s) => [s.status, s.fieldErrors?.featuredImageFile, s.values?.title])).toEqual([
      ["error", notAnImageMessage("anim.gif"), "Kept title"],
      ["error", notAnImageMessage("photo.png"), "Kept title"],
      ["error", notAnImageMessage("photo.jpg"), "Kept title"],
    ]);
    expect([await rowCount(db, media), await rowCount(db, blogPosts)]).toEqual([0, 0]);
  });

  it("refuses an image too large in pixels as that, not as an unknown format", async () => {
    db = await useDatabase(backend);
    const state = await saveBlogPost(
      editorForm({ title: "Kept title" }, { featuredImageFile: file(pngHeaderOnly(20_000, 20_000), "poster.png", "image/png") }),
      requestContext(ADMIN),
    );
    expect([state.fieldErrors?.featuredImageFile, state.values?.title]).toEqual([tooManyPixelsMessage("poster.png", 20_000, 20_000), "Kept title"]);
    expect(state.fieldErrors?.featuredImageFile).toContain("20,000 × 20,000 pixels");
    expect(await rowCount(db, media)).toBe(0);
  });

  it("lets the content decide the format: a JPEG named .avif is refused with both named", async () => {
    db = await useDatabase(backend);
    const state = await saveBlogPost(
      editorForm({ title: "Kept title" }, { featuredImageFile: file(await cameraJpeg(600, 400), "photo.avif", "image/avif") }),
      requestContext(ADMIN),
    );
    const [jpeg, , , avif] = IMAGE_TYPES;
    expect(state.fieldErrors?.featuredImageFile).toBe(mismatchedImageMessage("photo.avif", jpeg, avif));
    expect(state.fieldErrors?.featuredImageFile).toBe(
      "“photo.avif” is named as an AVIF image but holds a JPEG. Please rename it to .jpg (or export it as AVIF) and choose it again.",
    );
    expect(await rowCount(db, media)).toBe(0);
  });

  it("refuses a file over the size limit with the limit in the message, keeping what was typed", async () => {
    db = await useDatabase(backend);
    const huge = file(Buffer.alloc(IMAGE_MAX_BYTES + 1), "huge.jpg", "image/jpeg");
    const state = await saveBlogPost(editorForm({ title: "Kept title", body: "Kept body" }, { featuredImageFile: huge }), requestContext(ADMIN));
    expect([state.fieldErrors?.featuredImageFile, state.values?.title, state.values?.body]).toEqual([
      "“huge.jpg” is 10 MB; an image may be at most 10 MB. Please choose a smaller one or export it at a lower quality.",
      "Kept title",
      "Kept body",
    ]);
    expect([await rowCount(db, media), await rowCount(db, blogPosts)]).toEqual([0, 0]);
  });

  it("asks for alt text: a featured image's is needed to save, a body image's before it is uploaded", async () => {
    db = await useDatabase(backend);
    const featured = await saveBlogPost(
      editorForm({ featuredImageAlt: "" }, { featuredImageFile: file(await png(600, 300), "a.png", "image/png") }),
      requestContext(ADMIN),
    );
    // The featured image is kept (its address is back in the form), the post is not saved.
    expect([featured.fieldErrors?.featuredImageAlt, featured.values?.featuredImageUrl?.startsWith("/media/a-"), await rowCount(db, blogPosts)]).toEqual([
      "Please describe the featured image for people who cannot see it (alt text).",
      true,
      0,
    ]);
    const body = await saveBlogPost(
      editorForm({ intent: "upload", bodyImageAlt: " " }, { bodyImageFile: file(await png(640, 320), "b.png", "image/png") }),
      requestContext(ADMIN),
    );
    expect(body.fieldErrors?.bodyImageAlt).toBe("Please describe the image (its alt text) before uploading it: the image goes into the body with it.");
    expect(await rowCount(db, media)).toBe(1);
    const noAltInBody = await saveBlogPost(editorForm({ body: "Look: ![](/media/a-0a1b2c3d4e-600.webp)" }), requestContext(ADMIN));
    expect(noAltInBody.fieldErrors?.body).toMatch(/^The image “\/media\/a-0a1b2c3d4e-600\.webp” has no alt text\./);
  });

  it("refuses outside image addresses in the featured field and the body, keeping what was typed", async () => {
    db = await useDatabase(backend);
    const featured = await saveBlogPost(
      editorForm({ featuredImageUrl: "https://images.example.com/office.jpg", featuredImageAlt: "Office" }),
      requestContext(ADMIN),
    );
    const inBody = await saveBlogPost(editorForm({ body: "Here: ![Office](//images.example.com/office.jpg)" }), requestContext(ADMIN));
    const inHtml = await saveBlogPost(
      editorForm({ format: "html", body: '<p><img src="data:image/png;base64,iVBORw0KGgo=" alt="Dot"></p>' }),
      requestContext(ADMIN),
    );
    expect([featured.fieldErrors?.featuredImageUrl, featured.values?.title]).toEqual([outsideImageMessage, "Our new office"]);
    expect([inBody.fieldErrors?.body, inHtml.fieldErrors?.body]).toEqual([
      expect.stringMatching(/^The image “\/\/images\.example\.com\/office\.jpg” is not on this site/),
      expect.stringMatching(/^The image “data:image\/png;base64,iVBORw0KGgo=” is not on this site/),
    ]);
    expect(await rowCount(db, blogPosts)).toBe(0);
  });

  it("serves a variant with its type, a year's immutable caching and nosniff; anything else is 404", async () => {
    db = await useDatabase(backend);
    const state = await saveBlogPost(
      editorForm({ intent: "upload", featuredImageAlt: "Wide" }, { featuredImageFile: file(await png(1000, 500), "wide.png", "image/png") }),
      requestContext(ADMIN),
    );
    const key = /^\/media\/(.+)-1000\.webp$/.exec(state.values!.featuredImageUrl!)![1];
    const get = (name: string) => mediaEndpoint({ params: { file: name } } as unknown as Parameters<typeof mediaEndpoint>[0]) as Promise<Response>;
    const avif = await get(`${key}-480.avif`);
    const body = Buffer.from(await avif.arrayBuffer());
    const [stored] = await db
      .select({ bytes: mediaVariants.bytes })
      .from(mediaVariants)
      .where(eq(mediaVariants.format, "avif"))
      .orderBy(mediaVariants.width)
      .limit(1);
    expect([
      avif.status,
      avif.headers.get("content-type"),
      avif.headers.get("cache-control"),
      avif.headers.get("x-content-type-options"),
      body.equals(stored.bytes),
    ]).toEqual([200, "image/avif", "public, max-age=31536000, immutable", "nosniff", true]);
    expect((await get(`${key}-1000.webp`)).headers.get("content-type")).toBe("image/webp");
    const missing = await Promise.all([`nobody-0a1b2c3d4e-480.webp`, `${key}-1600.webp`, `${key}-480.png`, `${key}.webp`, "..%2Fetc-480.webp"].map(get));
    expect(missing.map((r) => [r.status, r.headers.get("cache-control")])).toEqual(missing.map(() => [404, "no-store"]));
  });

  it("serves an image under the name the site made, never the uploaded file's, whatever that held", async () => {
    db = await useDatabase(backend);
    const state = await saveBlogPost(
      editorForm(
        { intent: "upload", featuredImageAlt: "Odd" },
        { featuredImageFile: file(await png(600, 300), '../../etc/"passwd;\r\nX-Evil: 1.png', "image/png") },
      ),
      requestContext(ADMIN),
    );
    const name = /^\/media\/(.+-600\.webp)$/.exec(state.values!.featuredImageUrl!)![1];
    const answer = (await mediaEndpoint({ params: { file: name } } as unknown as Parameters<typeof mediaEndpoint>[0])) as Response;
    expect(name).toMatch(/^[a-z0-9-]+-600\.webp$/);
    expect(answer.headers.get("content-disposition")).toBe(`inline; filename="${name}"`);
  });

  it("lets only an admin upload: anyone else gets the console's 404, nothing is read or stored", async () => {
    db = await useDatabase(backend);
    const photo = await png(800, 400);
    for (const viewer of [ANONYMOUS, CLIENT]) {
      const outcome = await saveBlogPost(
        editorForm({ intent: "upload", featuredImageAlt: "x" }, { featuredImageFile: file(photo, "x.png", "image/png") }),
        requestContext(viewer),
      ).then(
        () => "answered",
        (error: { code?: string }) => error.code,
      );
      expect(outcome).toBe("NOT_FOUND");
    }
    // The editor's page reads a post's body only for an admin: this one would throw if it were read.
    const unread = new Request("http://127.0.0.1/admin/blog/new", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=x" },
      body: new ReadableStream({ pull: () => Promise.reject(new Error("the body was read")) }),
      duplex: "half",
    } as RequestInit);
    const astro = {
      request: unread,
      url: new URL(unread.url),
      response: { status: 404, headers: new Headers() },
      getActionResult: () => undefined,
      callAction: () => Promise.reject(new Error("the action ran")),
    };
    expect(await editorAnswer(astro as unknown as Parameters<typeof editorAnswer>[0], null, {} as Parameters<typeof editorAnswer>[2])).toBeUndefined();
    expect([await rowCount(db, media), (await db.select().from(auditLog)).length]).toEqual([0, 0]);
  });

  it("renders an uploaded featured image and body image as <picture>s with AVIF and WebP srcsets and their own size", async () => {
    db = await useDatabase(backend);
    const upload = await saveBlogPost(
      editorForm(
        { intent: "upload", featuredImageAlt: "The new office", bodyImageAlt: "Desks by the window" },
        {
          featuredImageFile: file(await cameraJpeg(1800, 1200), "office.jpg", "image/jpeg"),
          bodyImageFile: file(await png(1000, 500), "desks.png", "image/png"),
        },
      ),
      requestContext(ADMIN),
    );
    const saved = await saveBlogPost(
      editorForm({ ...upload.values, intent: "save", title: "Pictures of the office", slug: "pictures-of-the-office" }),
      requestContext(ADMIN),
    );
    expect(saved.data?.redirectTo).toMatch(/^\/admin\/blog\?notice=saved/);

    const page = await loadPostPage("pictures-of-the-office");
    const html = renderToStaticMarkup(
      createElement(PostArticle, {
        post: page.post!,
        bodyHtml: withResponsiveImages(sanitizePostHtml(page.post!.content), page.media),
        related: page.related,
        media: page.media,
      }),
    );
    const pictures = [...html.matchAll(/<picture[^>]*>(.*?)<\/picture>/g)].map((m) => m[1]);
    expect(pictures).toHaveLength(2);
    const [featured, inBody] = pictures;
    const office = /\/media\/(office-[0-9a-f]{10})-/.exec(featured)![1];
    const desks = /\/media\/(desks-[0-9a-f]{10})-/.exec(inBody)![1];
    expect(featured).toContain(
      `<source type="image/avif" srcSet="/media/${office}-480.avif 480w, /media/${office}-960.avif 960w, /media/${office}-1600.avif 1600w"`,
    );
    expect(featured).toMatch(
      new RegExp(
        `<img src="/media/${office}-960.webp" srcSet="/media/${office}-480.webp 480w, /media/${office}-960.webp 960w, /media/${office}-1600.webp 1600w" sizes="[^"]+" width="1600" height="1067" alt="The new office"[^>]* loading="eager" fetchPriority="high"`,
      ),
    );
    expect(inBody).toContain(
      `<source type="image/avif" srcset="/media/${desks}-480.avif 480w, /media/${desks}-960.avif 960w, /media/${desks}-1000.avif 1000w"`,
    );
    expect(inBody).toMatch(/width="1000" height="500" alt="Desks by the window" loading="lazy"/);

    // The post's card on /blog: the same picture, lazily loaded.
    const [summary] = await getLatestPosts(1);
    const card = renderToStaticMarkup(createElement(PostCard, { post: summary }));
    expect(card).toMatch(
      new RegExp(
        `<picture[^>]*><source type="image/avif" srcSet="/media/${office}-480\\.avif 480w[^"]*"[^>]*><img [^>]*width="1600" height="1067"[^>]*loading="lazy"`,
      ),
    );
  });
});
