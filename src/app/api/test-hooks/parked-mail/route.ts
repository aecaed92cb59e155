import { getDb } from "@/server/db/client";
import { testHooksEnabled } from "@/server/gate/test-hooks";
import { mailTestHookSchema, runMailTestHook } from "@/server/admin/test-hooks";

/** Browser-test hook (E2E_TEST_HOOKS=1 only): park an e-mail for the console's Retry button. 404 otherwise. */
export async function POST(request: Request) {
  if (!testHooksEnabled()) return new Response("Not Found", { status: 404 });
  const parsed = mailTestHookSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ error: parsed.error.issues[0]?.message ?? "bad request" }, { status: 400 });
  return Response.json(await runMailTestHook(await getDb(), parsed.data));
}
