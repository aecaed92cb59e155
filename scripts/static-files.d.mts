import type { IncomingMessage, ServerResponse } from "node:http";

export type StaticFiles = {
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  notFound(req: IncomingMessage, res: ServerResponse): void;
};

export declare function createStaticFiles(clientDir: string, headersJson: string, sameSite?: (req: IncomingMessage) => boolean): StaticFiles;

/** A file's Content-Type by its name, with the charset on every text type. */
export declare function contentTypeOf(file: string): string;
