import path from "node:path";

/** Where a server on the embedded database in `dataDir` listens for the machine's own tools. */
export function controlSocketPath(dataDir: string): string {
  return path.join(path.resolve(dataDir), "control", "server.sock");
}
