import { connection } from "next/server";
import { testHooksEnabled } from "@/server/gate/test-hooks";

/**
 * Stand-ins for an analytics and a marketing tag, for the browser tests of the consent rules
 * (E2E_TEST_HOOKS=1 only; 404 otherwise, so nothing test-only is served by a real site). Each
 * only counts that it ran; the test build points NEXT_PUBLIC_ANALYTICS_SRC and
 * NEXT_PUBLIC_MARKETING_SRC here.
 */
const TAGS = ["analytics", "marketing"];

export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  // Decided per request: the switch is the running server's environment, not the build's.
  await connection();
  const key = /^(\w+)\.js$/.exec((await params).name)?.[1];
  if (!testHooksEnabled() || !key || !TAGS.includes(key)) return new Response("Not Found", { status: 404 });
  const body = `window.__gteTestTags = window.__gteTestTags || {};\nwindow.__gteTestTags.${key} = (window.__gteTestTags.${key} || 0) + 1;\n`;
  return new Response(body, { headers: { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-store" } });
}
