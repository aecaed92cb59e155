import { z } from "zod";
import { getDb } from "@/server/db/client";
import { consentRecords } from "@/server/db/schema";
import { readJsonBody } from "@/server/forms/body";
import { consumeRateLimit } from "@/server/rate-limit";
import { ipFromHeaders } from "@/lib/client-address";
import { rateLimitKey } from "@/lib/rate-limit-key";
import { logger } from "@/server/log";
import { securityEvent } from "@/server/security-events";

const body = z.object({
  subjectId: z.uuid(),
  policyVersion: z.string().min(1).max(40),
  analytics: z.boolean(),
  marketing: z.boolean(),
  functional: z.boolean(),
  gpc: z.boolean().default(false),
});

/** A consent record is about 200 bytes. */
const MAX_BODY = 2 * 1024;
/** Per address: a visitor changes their mind a few times at most; a flood is refused. */
const LIMIT = 20;
const WINDOW_MS = 10 * 60_000;

// Cache-Control is the route table's (the middleware adds it): one visitor's answer, never stored.
const json = (status: number, payload: unknown, headers: Record<string, string> = {}) => Response.json(payload, { status, headers });

/**
 * Records a cookie choice (refusals too) so the agency can show consent: pseudonymous id,
 * version, choices, UTC time. JSON only (a cross-site form cannot send it without asking
 * first), small, and limited per address. A browser's Global Privacy Control signal (Sec-GPC: 1)
 * turns analytics and marketing off in the stored record, whatever the body says.
 */
export async function answerConsent(request: Request): Promise<Response> {
  const read = await readJsonBody(request, MAX_BODY);
  if (!read.ok) return json(read.status, { error: read.error });
  const parsed = body.safeParse(read.value);
  if (!parsed.success) return json(400, { error: "invalid consent record" });
  const gpc = parsed.data.gpc || request.headers.get("sec-gpc") === "1";
  try {
    const db = await getDb();
    const limit = await consumeRateLimit(db, `consent:${rateLimitKey(ipFromHeaders(request.headers))}`, LIMIT, WINDOW_MS);
    if (!limit.allowed) {
      securityEvent("rate-limited", { route: "/api/consent", ip: ipFromHeaders(request.headers) });
      return json(429, { error: "too many consent records; try again later" }, { "retry-after": String(limit.retryAfterSeconds) });
    }
    await db.insert(consentRecords).values({
      subjectId: parsed.data.subjectId,
      policyVersion: parsed.data.policyVersion,
      analytics: gpc ? false : parsed.data.analytics,
      marketing: gpc ? false : parsed.data.marketing,
      functional: parsed.data.functional,
      gpc,
    });
    return new Response(null, { status: 204 });
  } catch (err) {
    logger.error({ err }, "consent record failed");
    return json(503, { error: "temporarily unavailable" }, { "retry-after": "5" });
  }
}
