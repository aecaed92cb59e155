import type { Page, Request } from "@playwright/test";

/**
 * Holds every request that `held` picks until the returned function is called, so a test can act
 * in the moment before it arrives (a pending form, a page whose script has not come yet) for as
 * long as it needs, with no fixed pause; once released, they and later ones go straight through.
 */
export async function holdRequests(page: Page, held: (request: Request) => boolean): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/*", async (route) => {
    if (held(route.request())) await released;
    await route.fallback();
  });
  return release;
}
