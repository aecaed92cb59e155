import type { IncomingMessage, ServerResponse } from "node:http";

export type StaticFiles = {
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  notFound(req: IncomingMessage, res: ServerResponse): void;
};

export declare function createStaticFiles(clientDir: string, headersJson: string, sameSite?: (req: IncomingMessage) => boolean): StaticFiles;
