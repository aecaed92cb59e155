import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "@/lib/forms";
import { bodyImagesError, imagesInBody, outsideImageMessage, postImagesSchema } from "@/lib/schemas/post-images";
import { bodyLimitFor, FORM_BODY_MAX_BYTES, IMAGE_MAX_BYTES, UPLOAD_BODY_MAX_BYTES } from "@/lib/post-body-limit";
import { imageFileError, mediaKeyOf, mediaKeysIn, parseMediaFile, variantWidths } from "@/lib/media";
import { seedPosts } from "@/content/blog-posts";
import { withResponsiveImages } from "@/server/blog/body-images";

/** The field messages postImagesSchema gives these values (an empty object when they pass). */
function errorsOf(values: { featuredImageUrl?: string; featuredImageAlt?: string; format?: "html" | "markdown"; body?: string }): Record<string, string> {
  const parsed = postImagesSchema.safeParse({ featuredImageUrl: "", featuredImageAlt: "", format: "markdown", body: "Text.", ...values });
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
}

describe("the images of a post (the editor's and the server's schema)", () => {
  it("refuses a featured image from anywhere but this site, saying why", () => {
    const refused = [
      "https://images.example.com/a.jpg",
      "http://example.com/a.png",
      "//cdn.example.com/a.webp",
      "/\\evil.example/a.png",
      "data:image/png;base64,iVBORw0KGgo=",
      "blob:https://x/1",
      "images/a.png",
    ];
    expect(refused.map((url) => errorsOf({ featuredImageUrl: url, featuredImageAlt: "A picture" }).featuredImageUrl)).toEqual(
      refused.map(() => outsideImageMessage),
    );
  });

  it("takes an upload's address or another path on this site as the featured image", () => {
    expect([
      errorsOf({ featuredImageUrl: "/media/team-photo-0a1b2c3d4e-1600.webp", featuredImageAlt: "The team" }),
      errorsOf({ featuredImageUrl: "/blog/my-image.jpg", featuredImageAlt: "A chart" }),
    ]).toEqual([{}, {}]);
  });

  it("asks for the featured image's alt text", () => {
    expect(errorsOf({ featuredImageUrl: "/blog/my-image.jpg", featuredImageAlt: "  " }).featuredImageAlt).toBe(
      "Please describe the featured image for people who cannot see it (alt text).",
    );
  });

  it("names a Markdown image without alt text", () => {
    expect(errorsOf({ body: "Intro.\n\n![](/media/chart-0a1b2c3d4e-960.webp)\n" }).body).toBe(
      "The image “/media/chart-0a1b2c3d4e-960.webp” has no alt text. Describe what it shows between the brackets: ![what it shows](/media/chart-0a1b2c3d4e-960.webp).",
    );
  });

  it("names an outside image in the body, in Markdown or HTML", () => {
    expect([
      bodyImagesError('![A chart](https://cdn.example.com/chart.png "Chart")', "markdown"),
      bodyImagesError('<p><img alt="A chart" src="//cdn.example.com/chart.png"></p>', "html"),
      bodyImagesError("See ![the chart][c].\n\n[c]: <data:image/png;base64,AAAA>", "markdown"),
    ]).toEqual([
      expect.stringMatching(/^The image “https:\/\/cdn\.example\.com\/chart\.png” is not on this site, and the site's security policy blocks/),
      expect.stringMatching(/^The image “\/\/cdn\.example\.com\/chart\.png” is not on this site/),
      expect.stringMatching(/^The image “data:image\/png;base64,AAAA” is not on this site/),
    ]);
  });

  it("reads every way Markdown writes an image, and nothing inside code", () => {
    const body = [
      "![Inline](/a.png)",
      '![Titled](</b c.png> "Title")',
      "![Escaped \\] bracket](/c.png)",
      "![Ref][r] and ![Collapsed][] and ![Shortcut]",
      "![Not an image] with no definition",
      "`![In code](https://x.example/code.png)`",
      "```\n![In a fence](https://x.example/fence.png)\n```",
      "<img src=\"/raw.png\" alt='Raw HTML'>",
      "",
      "[r]: /d.png",
      "[collapsed]: /e.png",
      "[shortcut]: <https://x.example/f.png>",
    ].join("\n");
    expect(imagesInBody(body, "markdown").map((i) => [i.src, i.alt])).toEqual([
      ["/a.png", "Inline"],
      ["/b c.png", "Titled"],
      ["/c.png", "Escaped ] bracket"],
      ["/d.png", "Ref"],
      ["/e.png", "Collapsed"],
      ["https://x.example/f.png", "Shortcut"],
      ["/raw.png", "Raw HTML"],
    ]);
  });

  it("passes every seed post: its featured image with alt text, and its body", () => {
    const failing = seedPosts.flatMap((p) => {
      const errors = errorsOf({ featuredImageUrl: p.featuredImage, featuredImageAlt: p.featuredImageAlt, format: "html", body: p.content });
      return Object.keys(errors).length ? [`${p.slug}: ${JSON.stringify(errors)}`] : [];
    });
    expect(failing).toEqual([]);
  });
});

describe("uploaded images' names, files and sizes", () => {
  it("makes 480, 960 and 1600 pixel variants, never wider than the upload", () => {
    expect([variantWidths(4000), variantWidths(1600), variantWidths(1200), variantWidths(500), variantWidths(300)]).toEqual([
      [480, 960, 1600],
      [480, 960, 1600],
      [480, 960, 1200],
      [480, 500],
      [300],
    ]);
  });

  it("reads a variant's address, and nothing else as one", () => {
    expect([
      parseMediaFile("team-photo-2024-0a1b2c3d4e-960.avif"),
      parseMediaFile("x-960.png"),
      parseMediaFile("../x-960.webp"),
      mediaKeyOf("/media/team-0a1b2c3d4e-480.webp"),
      mediaKeyOf("https://example.com/media/team-0a1b2c3d4e-480.webp"),
      mediaKeysIn('<img src="/media/a-1111111111-960.webp"><img src="/media/b-2222222222-480.avif"><img src="/media/a-1111111111-480.webp">'),
    ]).toEqual([{ key: "team-photo-2024-0a1b2c3d4e", width: 960, format: "avif" }, null, null, "team-0a1b2c3d4e", null, ["a-1111111111", "b-2222222222"]]);
  });

  it("checks a chosen file's type and size before it is sent", () => {
    expect([
      imageFileError({ name: "photo.jpg", type: "image/jpeg", size: 2_000_000 }),
      imageFileError({ name: "photo.avif", type: "", size: 2_000_000 }),
      imageFileError({ name: "anim.gif", type: "image/gif", size: 2_000 }),
      imageFileError({ name: "huge.png", type: "image/png", size: IMAGE_MAX_BYTES + 1 }),
    ]).toEqual([
      null,
      null,
      "“anim.gif” is not a JPEG, PNG, WebP or AVIF image. Please choose one of those.",
      expect.stringMatching(/^“huge\.png” is 10 MB; an image may be at most 10 MB\./),
    ]);
  });

  it("lets only the blog editor's pages and its in-place upload take a body large enough for images", () => {
    expect(
      ["/admin/blog/new", "/admin/blog/12", "/admin/blog/upload", "/admin/blog", "/admin/blog/12/delete", "/_actions/admin.saveBlogPost", "/contact"].map(
        bodyLimitFor,
      ),
    ).toEqual([
      UPLOAD_BODY_MAX_BYTES,
      UPLOAD_BODY_MAX_BYTES,
      UPLOAD_BODY_MAX_BYTES,
      FORM_BODY_MAX_BYTES,
      FORM_BODY_MAX_BYTES,
      FORM_BODY_MAX_BYTES,
      FORM_BODY_MAX_BYTES,
    ]);
  });
});

describe("a post body's images as the page shows them", () => {
  const image = { key: "chart-0a1b2c3d4e", width: 1200, height: 800, widths: [480, 960, 1200] };
  const media = new Map([[image.key, image]]);

  it("turns an upload into a <picture> with AVIF and WebP srcsets, its size and lazy loading", () => {
    expect(withResponsiveImages('<p><img src="/media/chart-0a1b2c3d4e-1200.webp" alt="Sales &amp; costs" loading="lazy" /></p>', media)).toBe(
      '<p><picture><source type="image/avif" srcset="/media/chart-0a1b2c3d4e-480.avif 480w, /media/chart-0a1b2c3d4e-960.avif 960w, /media/chart-0a1b2c3d4e-1200.avif 1200w" sizes="(min-width: 48rem) 48rem, calc(100vw - 2rem)">' +
        '<img src="/media/chart-0a1b2c3d4e-960.webp" srcset="/media/chart-0a1b2c3d4e-480.webp 480w, /media/chart-0a1b2c3d4e-960.webp 960w, /media/chart-0a1b2c3d4e-1200.webp 1200w" sizes="(min-width: 48rem) 48rem, calc(100vw - 2rem)" width="1200" height="800" alt="Sales &amp; costs" loading="lazy" decoding="async"></picture></p>',
    );
  });

  it("keeps another image of this site, and makes an outside one (older posts) a link to it", () => {
    expect(
      withResponsiveImages(
        '<img src="/blog/a.jpg" alt="A" loading="lazy" /><img src="https://cdn.example.com/b.png?x=1&amp;y=2" alt="A chart" loading="lazy" />',
        media,
      ),
    ).toBe(
      '<img src="/blog/a.jpg" alt="A" loading="lazy" /><a href="https://cdn.example.com/b.png?x=1&amp;y=2" rel="noopener noreferrer">Image: A chart (on cdn.example.com)</a>',
    );
  });

  it("reads an image however its attributes are written: single quotes, no quotes, upper case", () => {
    expect(withResponsiveImages("<IMG SRC='/media/chart-0a1b2c3d4e-480.webp' alt=Chart>", media)).toMatch(
      /^<picture><source type="image\/avif" srcset="\/media\/chart-0a1b2c3d4e-480\.avif 480w.*alt="Chart" loading="lazy" decoding="async"><\/picture>$/,
    );
  });

  it("keeps an alt text's quotes and markup escaped in the picture and in the link", () => {
    const html = withResponsiveImages(
      '<img src="/media/chart-0a1b2c3d4e-960.webp" alt="&quot;Q3&quot; &lt;b&gt;" /><img src="https://cdn.example.com/b.png" alt="&lt;b&gt;" />',
      media,
    );
    expect([html.includes('alt="&quot;Q3&quot; &lt;b&gt;"'), html.includes(">Image: &lt;b&gt; (on cdn.example.com)</a>")]).toEqual([true, true]);
  });
});
