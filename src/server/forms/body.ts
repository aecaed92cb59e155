import "server-only";

/** A JSON body of an API request, read up to a size cap: the parsed value, or why it was refused. */
export type JsonBody = { ok: true; value: unknown } | { ok: false; status: 413 | 415 | 400; error: string };

/**
 * Reads a request's JSON body, refusing anything but application/json (a cross-site form can
 * send only text/plain, form-urlencoded or multipart without asking first) and stopping once the
 * body grows past `maxBytes`, whatever Content-Length said.
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<JsonBody> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (type !== "application/json") return { ok: false, status: 415, error: "Send the fields as JSON with Content-Type: application/json." };
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) return { ok: false, status: 413, error: "The request body is too large." };
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => {});
        return { ok: false, status: 413, error: "The request body is too large." };
      }
      chunks.push(value);
    }
  }
  try {
    return { ok: true, value: JSON.parse(Buffer.concat(chunks).toString("utf8")) };
  } catch {
    return { ok: false, status: 400, error: "The request body is not valid JSON." };
  }
}
