import http from "node:http";
import { controlSocketPath } from "./socket-path";

/** No running server listens on the data directory's control socket (none runs, or it is older than the channel). */
export class ControlChannelUnavailableError extends Error {
  constructor(socket: string, cause: unknown) {
    super(`no running server answers on ${socket}`, { cause });
    this.name = "ControlChannelUnavailableError";
  }
}

/**
 * Runs `command` in the server that holds the embedded database in `dataDir` (channel.ts) and
 * returns its answer's bytes; a refusal or a failure there is thrown with the server's reason.
 */
export function askRunningServer(dataDir: string, command: string, input: unknown = {}): Promise<Buffer> {
  const socket = controlSocketPath(dataDir);
  const body = JSON.stringify(input);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { socketPath: socket, method: "POST", path: `/${command}`, headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.once("error", reject);
        res.once("end", () => {
          const bytes = Buffer.concat(chunks);
          if (res.statusCode === 200) return resolve(bytes);
          let reason = bytes.toString("utf8");
          try {
            reason = (JSON.parse(reason) as { error?: string }).error ?? reason;
          } catch {
            /* not JSON: the text as it came */
          }
          reject(new Error(`the running server refused "${command}": ${reason}`));
        });
      },
    );
    req.once("error", (err: NodeJS.ErrnoException) =>
      reject(["ENOENT", "ECONNREFUSED"].includes(err.code ?? "") ? new ControlChannelUnavailableError(socket, err) : err),
    );
    req.end(body);
  });
}
