import { getDb } from "@/server/db/client";
import { runTestHook, testHookSchema, testHooksEnabled } from "@/server/gate/test-hooks";

/** Browser-test hook (E2E_TEST_HOOKS=1 only): make invitation codes, expire sessions. 404 otherwise. */
export async function POST(request: Request) {
  if (!testHooksEnabled()) return new Response("Not Found", { status: 404 });
  const parsed = testHookSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ error: parsed.error.issues[0]?.message ?? "bad request" }, { status: 400 });
  return Response.json(await runTestHook(await getDb(), parsed.data));
}
