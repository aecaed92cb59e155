import type { Page } from "@playwright/test";
import sharp from "sharp";
import { test, expect, hydrated } from "./fixtures";
import { asAdmin } from "./gate-fixtures";

/**
 * Images the owner uploads in the blog editor (docs/decisions/0015-images-in-the-database.md):
 * uploaded with the post, stored in the database, served from /media/ and shown as <picture>s
 * that the site's Content-Security-Policy allows (every test fails on a violation).
 *
 * Posts written here are dated before every seed post and named console-post-… (as the admin
 * spec's), so tests/e2e/blog.spec.ts leaves them out, and each test deletes its post at the end.
 */
const POST_DATE = "2024-06-03";

/** A photo-like JPEG (noise compresses badly): about 650 KB, so its post is far over the 256 KB every other form is held to. */
async function photo(width: number, height: number) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: "#0891b2", noise: { type: "gaussian", mean: 128, sigma: 40 } } })
    .jpeg({ quality: 80 })
    .toBuffer();
  return { name: "team-at-work.jpg", mimeType: "image/jpeg", buffer };
}

async function smallPng() {
  const buffer = await sharp({ create: { width: 640, height: 360, channels: 3, background: { r: 8, g: 145, b: 178 } } })
    .png()
    .toBuffer();
  return { name: "chart.png", mimeType: "image/png", buffer };
}

/** The editor's fields every post needs, filled in. */
async function writePost(page: Page, title: string, body: string) {
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Excerpt").fill("A post with pictures.");
  await page.getByLabel("Category").selectOption("Web Design");
  await page.getByLabel("Published date").fill(POST_DATE);
  await page.getByLabel("Body format").selectOption("markdown");
  await page.getByRole("textbox", { name: "Body", exact: true }).fill(body);
}

/** Deletes a post through the console, as the owner would. */
async function deletePost(page: Page, title: string) {
  await page.goto("/admin/blog");
  await page
    .getByTestId("post-row")
    .filter({ hasText: title })
    .getByRole("link", { name: /Delete/ })
    .click();
  await page.getByRole("button", { name: "Delete post" }).click();
  await expect(page.getByTestId("admin-notice")).toHaveText("Post deleted.");
}

const uniqueTitle = (what: string) => `Console post ${what} ${Date.now().toString(36)} ${test.info().project.name}`;
const slugOf = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, "-");

test.describe("the owner's images", { tag: "@widths" }, () => {
  test("a featured image uploaded with the post shows on the post page, loaded from its srcset", async ({ page, adminCookies }) => {
    test.setTimeout(90_000);
    const title = uniqueTitle("pictures");
    await asAdmin(page, adminCookies);
    await page.goto("/admin/blog/new");
    await writePost(page, title, "## The team\n\nWe moved into a new office.");
    await page.getByLabel("Upload a featured image").setInputFiles(await photo(1600, 900));
    await page.getByLabel("Featured image alt text").fill("Our team at work in the new office");
    await page.getByLabel("Published (visible on the blog)").check();
    await page.getByRole("button", { name: "Save post" }).click();
    await expect(page).toHaveURL(/\/admin\/blog\?notice=saved/);

    try {
      await page.goto(`/blog/${slugOf(title)}`);
      const featured = page.getByTestId("post").getByRole("img", { name: "Our team at work in the new office" });
      await expect(featured.locator("xpath=preceding-sibling::source[@type='image/avif']")).toHaveAttribute(
        "srcset",
        /-480\.avif 480w, .*-960\.avif 960w, .*-1600\.avif 1600w$/,
      );
      await expect
        .poll(() =>
          featured.evaluate((img: HTMLImageElement) =>
            img.complete
              ? { width: img.naturalWidth > 0, from: new URL(img.currentSrc).pathname.replace(/^\/media\/[a-z0-9-]+-(\d+)\./, "/media/…-$1.") }
              : null,
          ),
        )
        .toEqual({ width: true, from: expect.stringMatching(/^\/media\/…-(480|960|1600)\.avif$/) });
    } finally {
      await deletePost(page, title);
    }
  });
});

test.describe("the editor's refusals", () => {
  test("an image address on another site is refused next to the field, with the title and body kept", async ({ page, adminCookies }) => {
    await asAdmin(page, adminCookies);
    await page.goto("/admin/blog/new");
    await hydrated(page.getByRole("form", { name: "Blog post" }));
    const title = uniqueTitle("outside");
    await writePost(page, title, "Kept body text.");
    await page.getByLabel("Featured image address").fill("https://images.example.com/team.jpg");
    await page.getByLabel("Featured image alt text").fill("The team");
    await page.getByRole("button", { name: "Save post" }).click();
    await expect(page.getByLabel("Featured image address")).toHaveAccessibleDescription(
      /^Images must be uploaded here: the site's security policy blocks pictures from other addresses/,
    );
    expect([
      await page.getByLabel("Title").inputValue(),
      await page.getByRole("textbox", { name: "Body", exact: true }).inputValue(),
      new URL(page.url()).pathname,
    ]).toEqual([title, "Kept body text.", "/admin/blog/new"]);
  });
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("an image uploaded for the body goes into it, and the saved post shows it as a picture", async ({ page, adminCookies }) => {
    test.setTimeout(90_000);
    const title = uniqueTitle("no-script picture");
    await asAdmin(page, adminCookies);
    await page.goto("/admin/blog/new");
    await writePost(page, title, "Sales grew all year.");
    await page.getByLabel("Image for the body").setInputFiles(await smallPng());
    await page.getByLabel("Its alt text").fill("Sales by month, rising");
    await page.getByRole("button", { name: "Upload and add to the body" }).click();
    await expect(page.getByRole("textbox", { name: "Body", exact: true })).toHaveValue(
      /^Sales grew all year\.\n\n!\[Sales by month, rising\]\(\/media\/chart-[0-9a-f]{10}-640\.webp\)\n$/,
    );

    await page.getByLabel("Published (visible on the blog)").check();
    await page.getByRole("button", { name: "Save post" }).click();
    await expect(page).toHaveURL(/\/admin\/blog\?notice=saved/);
    try {
      await page.goto(`/blog/${slugOf(title)}`);
      await expect(page.getByTestId("post-body").locator("picture").getByRole("img", { name: "Sales by month, rising" })).toHaveAttribute(
        "srcset",
        /-480\.webp 480w, .*-640\.webp 640w$/,
      );
    } finally {
      await deletePost(page, title);
    }
  });

  test("the server refuses an outside image in the body, next to the field, keeping what was typed", async ({ page, adminCookies }) => {
    await asAdmin(page, adminCookies);
    await page.goto("/admin/blog/new");
    const title = uniqueTitle("no-script outside");
    await writePost(page, title, "Look: ![A chart](https://cdn.example.com/chart.png)");
    await page.getByRole("button", { name: "Save post" }).click();
    await expect(page.getByRole("textbox", { name: "Body", exact: true })).toHaveAccessibleDescription(
      /^The image “https:\/\/cdn\.example\.com\/chart\.png” is not on this site/,
    );
    expect([await page.getByLabel("Title").inputValue(), await page.getByRole("textbox", { name: "Body", exact: true }).inputValue()]).toEqual([
      title,
      "Look: ![A chart](https://cdn.example.com/chart.png)",
    ]);
  });
});
