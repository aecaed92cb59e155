import { getDb } from "@/server/db/client";
import { testHooksEnabled } from "@/server/gate/test-hooks";
import { mailFor, mailHookSchema } from "@/server/mail/test-hooks";

/** Browser-test hook (E2E_TEST_HOOKS=1 only): the e-mails queued for an address. 404 otherwise. */
export async function POST(request: Request) {
  if (!testHooksEnabled()) return new Response("Not Found", { status: 404 });
  const parsed = mailHookSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ error: parsed.error.issues[0]?.message ?? "bad request" }, { status: 400 });
  return Response.json({ mail: await mailFor(await getDb(), parsed.data.to) });
}
