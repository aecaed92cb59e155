import { z } from "zod";
import { setDatabaseFault } from "@/server/db/client";
import { testHooksEnabled } from "@/server/gate/test-hooks";

const body = z.object({ fault: z.boolean() });

/** Browser-test hook (E2E_TEST_HOOKS=1 only): simulate an outage of the database, then end it. 404 otherwise. */
export async function POST(request: Request) {
  if (!testHooksEnabled()) return new Response("Not Found", { status: 404 });
  const parsed = body.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ error: "send {\"fault\": true|false}" }, { status: 400 });
  setDatabaseFault(parsed.data.fault);
  return Response.json({ fault: parsed.data.fault });
}
