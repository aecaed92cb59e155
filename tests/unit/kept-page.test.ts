import { afterEach, describe, expect, it } from "vitest";
import { sessionCookieName } from "@/server/gate/cookie";
import { keptPage } from "@/server/kept-page";
import { renderCache } from "@/server/render-cache";
import { anonymousPageKey, routeFor } from "@/routes";

const PAGE = "/equity-partnership";
const lockedPanel = { status: 200, headers: [["content-type", "text/html"]] as [string, string][], body: Buffer.from("<p>Exclusive access</p>") };

describe("a page kept for visitors without a session, before the render queue", () => {
  afterEach(() => renderCache.delete(anonymousPageKey(new URL(PAGE, "http://x.invalid"), routeFor(PAGE)!)));

  it("goes out from memory to a request that carries no session cookie", async () => {
    await renderCache.set(anonymousPageKey(new URL(PAGE, "http://x.invalid"), routeFor(PAGE)!), lockedPanel);
    expect(keptPage(`${PAGE}?utm_source=x`, undefined, "gte_consent=1")?.body.toString()).toBe("<p>Exclusive access</p>");
  });

  it("is never given to a request with a session cookie, which the page renders for its visitor", async () => {
    await renderCache.set(anonymousPageKey(new URL(PAGE, "http://x.invalid"), routeFor(PAGE)!), lockedPanel);
    expect(keptPage(PAGE, undefined, `${sessionCookieName()}=token`)).toBeUndefined();
  });
});
