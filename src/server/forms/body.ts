/** A JSON body of an API request, read up to a size cap: the parsed value, or why it was refused. */
export type JsonBody = { ok: true; value: unknown } | { ok: false; status: 413 | 415 | 400; error: string };

/** A form body (multipart or URL-encoded) read up to a size cap: the form, or the status it was refused with. */
export type FormBody = { ok: true; value: FormData } | { ok: false; status: 413 | 415 | 400 };

const mediaType = (request: Request) => (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();

/**
 * A request's body, or null once it grows past `maxBytes`, whatever Content-Length said (a
 * chunked body has none); a larger declared length is refused before anything is read.
 */
async function readCapped(request: Request, maxBytes: number): Promise<Buffer<ArrayBuffer> | null> {
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) return null;
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
        return null;
      }
      chunks.push(value);
    }
  }
  return Buffer.concat(chunks);
}

/**
 * Reads a request's JSON body, refusing anything but application/json (a cross-site form can
 * send only text/plain, form-urlencoded or multipart without asking first) and anything past
 * `maxBytes`.
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<JsonBody> {
  if (mediaType(request) !== "application/json") return { ok: false, status: 415, error: "Send the fields as JSON with Content-Type: application/json." };
  const bytes = await readCapped(request, maxBytes);
  if (!bytes) return { ok: false, status: 413, error: "The request body is too large." };
  try {
    return { ok: true, value: JSON.parse(bytes.toString("utf8")) };
  } catch {
    return { ok: false, status: 400, error: "The request body is not valid JSON." };
  }
}

/** Reads a posted form (multipart or URL-encoded), refusing anything past `maxBytes`. */
export async function readFormBody(request: Request, maxBytes: number): Promise<FormBody> {
  const type = mediaType(request);
  if (type !== "multipart/form-data" && type !== "application/x-www-form-urlencoded") return { ok: false, status: 415 };
  const bytes = await readCapped(request, maxBytes);
  if (!bytes) return { ok: false, status: 413 };
  try {
    const body = new Response(bytes, { headers: { "content-type": request.headers.get("content-type")! } });
    return { ok: true, value: await body.formData() };
  } catch {
    return { ok: false, status: 400 };
  }
}
