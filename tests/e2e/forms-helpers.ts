import { expect, type Page } from "@playwright/test";
import { holdRequests } from "./support/hold-requests";

/**
 * Holds every POST (server actions) until the returned function is called, so a test sees the
 * pending state for as long as it looks at it, with no fixed pause; later POSTs go straight through.
 */
export function holdPosts(page: Page): Promise<() => void> {
  return holdRequests(page, (request) => request.method() === "POST");
}

/** The idempotency key the browser made for the form around `field`. */
export async function formKeyOf(page: Page, formName: string): Promise<string> {
  const form = page.getByRole("form", { name: formName });
  const key = form.locator('input[name="form_key"]');
  await expect(key).not.toHaveValue("");
  return key.inputValue();
}

/** Puts text into the hidden honeypot of a form, as a bot filling every input would. */
export async function fillHoneypot(page: Page, formName: string) {
  await page
    .getByRole("form", { name: formName })
    .locator('input[name="website_url"]')
    .evaluate((el) => ((el as HTMLInputElement).value = "http://cheap-pills.example"));
}

/**
 * Asks the JSON API whether a row exists under a browser form's key, from the same client: the
 * key of a stored row sent with other content answers 422; a key nothing was stored under
 * answers 201 (and stores an API row).
 */
export async function apiReplay(page: Page, key: string, body: Record<string, string>) {
  const res = await page.request.post("/api/forms/contact", { data: body, headers: { "idempotency-key": key } });
  return { status: res.status(), body: (await res.json()) as Record<string, unknown> };
}

/** The link of a given newsletter page in an e-mail's text, as a path on this server. */
export function linkIn(text: string, page: "confirm" | "unsubscribe"): string {
  const m = new RegExp(`https?://[^/\\s]+(/newsletter/${page}\\?token=[A-Za-z0-9_-]+)`).exec(text);
  expect(m, `a /newsletter/${page} link in:\n${text}`).not.toBeNull();
  return m![1];
}

/** Counts the POSTs this page sends from now on (server actions included). */
export function countPosts(page: Page): { readonly count: number } {
  const seen = { count: 0 };
  page.on("request", (req) => {
    if (req.method() === "POST") seen.count += 1;
  });
  return seen;
}
