import { ipFromHeaders } from "@/lib/client-address";
import { readJsonBody } from "@/server/forms/body";
import { logger } from "@/server/log";
import { databaseAvailable } from "@/server/db/health";
import { apiContactLead } from "@/server/leads/contact";
import { accessRequestLead } from "@/server/leads/access-requests";
import { newsletterLead } from "@/server/leads/newsletter";
import { processSubmission, type LeadDefinition } from "@/server/leads/pipeline";
import { formCopy } from "@/content/forms";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const forms: Record<string, LeadDefinition<any>> = {
  contact: apiContactLead,
  "access-request": accessRequestLead,
  newsletter: newsletterLead,
};

const MAX_BODY = 64 * 1024;

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  // Cache-Control is the route table's (the middleware adds it): one visitor's answer, never stored.
  return Response.json(body, { status, headers });
}

/**
 * POST /api/forms/{contact|access-request|newsletter}: the same schemas, limits and service
 * functions as the web forms. 201 {id} when stored (newsletter: 201 without an id, so the answer
 * never tells whether the address was known), 200 {id, duplicate} for a replay of an
 * Idempotency-Key (422 when the key came with other content), 400 {error, fieldErrors}, 429 {error, retryAfterSeconds} with Retry-After,
 * 503 with Retry-After while the database is down.
 *
 * Called by the route (app/api/forms/[form]/route.ts, under `next dev`) and, in production,
 * straight from the production server's handler (src/server/http/forms-fast-path.ts).
 */
export async function answerFormsApi(form: string, request: Request): Promise<Response> {
  const def = Object.hasOwn(forms, form) ? forms[form] : undefined;
  if (!def) return json(404, { error: `Unknown form "${form}". Use contact, access-request or newsletter.` });
  const read = await readJsonBody(request, MAX_BODY);
  if (!read.ok) return json(read.status, read.status === 400 ? { error: read.error, fieldErrors: {} } : { error: read.error });
  const body = read.value;
  if (!body || typeof body !== "object" || Array.isArray(body)) return json(400, { error: "Send a JSON object of fields.", fieldErrors: {} });
  // null means "not given" for optional fields.
  const fields = Object.fromEntries(Object.entries(body as Record<string, unknown>).filter(([, v]) => v !== null));
  try {
    const outcome = await processSubmission(def, fields, {
      ip: ipFromHeaders(request.headers),
      idempotencyKey: request.headers.get("idempotency-key") ?? (typeof fields.idempotencyKey === "string" ? fields.idempotencyKey : null),
      checkFillTime: false,
    });
    switch (outcome.kind) {
      case "invalid":
        return json(400, { error: formCopy.invalid, fieldErrors: outcome.fieldErrors });
      case "too-fast":
        return json(400, { error: formCopy.tooFast, fieldErrors: {} });
      case "limited":
        return json(
          429,
          { error: "Too many submissions from this address. Try again later.", retryAfterSeconds: outcome.retryAfterSeconds },
          { "retry-after": String(outcome.retryAfterSeconds) },
        );
      case "key-reused":
        return json(422, { error: "This Idempotency-Key was already used for a different submission. Send a new submission with a new key.", fieldErrors: {} });
      case "spam":
        return json(201, { status: "received" });
      case "stored":
        if (def === newsletterLead) return json(201, { status: "pending", message: formCopy.newsletterSuccess });
        return outcome.duplicate ? json(200, { id: outcome.id, duplicate: true }) : json(201, { id: outcome.id });
    }
  } catch (err) {
    logger.error({ err, form }, "form API failed");
    // Nothing was stored (the row and its e-mails are one transaction): safe to send again.
    if (!(await databaseAvailable())) {
      return json(503, { error: "Our database is not answering right now. Nothing was stored; please try again shortly." }, { "retry-after": "30" });
    }
    return json(500, { error: "Something went wrong on our side. Please try again." });
  }
}
