// The build's files compressed once, beside themselves (about.html → about.html.br and
// about.html.gz) at the strongest settings, so the server never compresses a file per request.
// Only types worth it (compressible's list) and files of a kilobyte or more.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import compressible from "compressible";
import mime from "mime-types";

/** The encodings written beside a file, by the suffix each gets. */
export const VARIANTS = { br: ".br", gzip: ".gz" };
const MIN_BYTES = 1024;

export function precompress(dir) {
  let written = 0;
  for (const file of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!file.isFile() || Object.values(VARIANTS).some((suffix) => file.name.endsWith(suffix))) continue;
    const full = path.join(file.parentPath, file.name);
    if (!compressible(mime.lookup(file.name) || "")) continue;
    const body = fs.readFileSync(full);
    if (body.length < MIN_BYTES) continue;
    fs.writeFileSync(
      full + VARIANTS.br,
      zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    );
    fs.writeFileSync(full + VARIANTS.gzip, zlib.gzipSync(body, { level: 9 }));
    written += 1;
  }
  return written;
}
