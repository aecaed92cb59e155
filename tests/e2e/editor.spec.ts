import type { Page } from "@playwright/test";
import sharp from "sharp";
import { test, expect, hydrated } from "./fixtures";
import { asAdmin } from "./gate-fixtures";

/**
 * The blog editor with JavaScript: uploads happen in place (no page load), an image for the body
 * goes in where the cursor is, and the post is previewed as published beside the form, below it on
 * a phone. Without JavaScript the same buttons post the page (tests/e2e/images.spec.ts). Nothing
 * here is saved: these tests leave no post behind.
 */
async function png(name: string, width: number, height: number, background: { r: number; g: number; b: number }) {
  const buffer = await sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
  return { name, mimeType: "image/png", buffer };
}

/** Opens a new post's editor once its island has hydrated, counting the page loads from then on. */
async function openEditor(page: Page) {
  await page.goto("/admin/blog/new");
  await hydrated(page.getByRole("form", { name: "Blog post" }));
  const loads: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) loads.push(frame.url());
  });
  return loads;
}

const body = (page: Page) => page.getByRole("textbox", { name: "Body", exact: true });

test.describe("the editor with JavaScript", () => {
  test("an image for the body is uploaded without a page load and goes in where the cursor is", async ({ page, adminCookies }) => {
    await asAdmin(page, adminCookies);
    const loads = await openEditor(page);
    await page.getByLabel("Body format").selectOption("markdown");
    await body(page).fill("Sales grew all year.\nMost of it in the spring.\n\nWe hired two people.");
    // The cursor after the first paragraph's first line.
    await body(page).evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(20, 20));
    await page.getByLabel("Image for the body").setInputFiles(await png("chart.png", 640, 360, { r: 8, g: 145, b: 178 }));
    await page.getByLabel("Its alt text").fill("Sales by month, rising");
    await page.getByRole("button", { name: "Upload and add to the body" }).click();

    await expect(page.getByTestId("upload-body-status")).toHaveText(/^The image is uploaded and added to the body where the cursor was\./);
    await expect(body(page)).toHaveValue(
      /^Sales grew all year\.\n\n!\[Sales by month, rising\]\(\/media\/chart-[0-9a-f]{10}-640\.webp\)\n\nMost of it in the spring\.\n\nWe hired two people\.$/,
    );
    expect(loads).toEqual([]);
  });

  test("a refused image gets its message next to its field, without a page load, and nothing typed is lost", async ({ page, adminCookies }) => {
    await asAdmin(page, adminCookies);
    const loads = await openEditor(page);
    await page.getByLabel("Title").fill("Kept while the upload is refused");
    await page.getByLabel("Upload a featured image").setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from("not an image at all") });
    await page.getByRole("button", { name: "Upload featured image" }).click();

    await expect(page.getByLabel("Upload a featured image")).toHaveAccessibleDescription(/^“photo\.png”/);
    expect([await page.getByLabel("Title").inputValue(), loads]).toEqual(["Kept while the upload is refused", []]);
  });
});

test.describe("the editor's preview", { tag: "@widths" }, () => {
  test("shows the post as published, title, featured image and body, beside the form (below it on a phone) as the owner types", async ({
    page,
    adminCookies,
    isMobile,
  }) => {
    test.setTimeout(60_000);
    await asAdmin(page, adminCookies);
    const loads = await openEditor(page);
    await page.getByLabel("Upload a featured image").setInputFiles(await png("office.png", 1200, 630, { r: 14, g: 116, b: 144 }));
    await page.getByLabel("Featured image alt text").fill("The new office on Peachtree Street");
    await page.getByRole("button", { name: "Upload featured image" }).click();
    await expect(page.getByLabel("Featured image address")).toHaveValue(/^\/media\/office-[0-9a-f]{10}-1200\.webp$/);
    await page.getByLabel("Title").fill("We moved to Midtown");
    await page.getByLabel("Body format").selectOption("markdown");
    await body(page).fill("## A bigger room\n\nRoom for **twelve** desks.");

    const preview = page.getByTestId("post-preview");
    await expect(preview.getByRole("heading", { level: 2, name: "We moved to Midtown" })).toBeVisible();
    await expect(preview.getByRole("img", { name: "The new office on Peachtree Street" })).toHaveAttribute("srcset", /office-[0-9a-f]{10}-480\.webp 480w/);
    await expect(preview.getByTestId("preview-body").getByRole("heading", { name: "A bigger room" })).toBeVisible();
    expect(loads).toEqual([]);

    const form = await page.getByRole("form", { name: "Blog post" }).boundingBox();
    const shown = await preview.boundingBox();
    if (isMobile) expect(shown!.y).toBeGreaterThanOrEqual(form!.y + form!.height);
    // Beside: to the right of the form, and level with it (it stays in view as the form scrolls).
    else expect([shown!.x >= form!.x + form!.width, shown!.y >= form!.y && shown!.y < form!.y + form!.height]).toEqual([true, true]);
  });
});

test.describe("the editor without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Preview answers with the post as published, its title and body, beside the form", async ({ page, adminCookies }) => {
    await asAdmin(page, adminCookies);
    await page.goto("/admin/blog/new");
    await page.getByLabel("Title").fill("Plain forms still preview");
    await page.getByLabel("Excerpt").fill("Written with scripts off.");
    await page.getByLabel("Category").selectOption("Web Design");
    await page.getByLabel("Body format").selectOption("markdown");
    await body(page).fill("## Rendered on the server\n\nThe same pane, from the page.");
    await page.getByRole("button", { name: "Preview" }).click();

    const preview = page.getByTestId("post-preview");
    await expect(preview.getByRole("heading", { level: 2, name: "Plain forms still preview", exact: true })).toBeVisible();
    await expect(preview.getByTestId("preview-body").getByRole("heading", { name: "Rendered on the server" })).toBeVisible();
    const form = await page.getByRole("form", { name: "Blog post" }).boundingBox();
    expect((await preview.boundingBox())!.x).toBeGreaterThanOrEqual(form!.x + form!.width);
  });
});
