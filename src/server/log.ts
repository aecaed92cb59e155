import pino from "pino";

type ErrorLike = Error & { code?: unknown; cause?: unknown; query?: unknown; params?: unknown; severity?: unknown; routine?: unknown };

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** Errors from the database driver or the query builder, which quote the query and its values in their message. */
function isDatabaseError(err: ErrorLike): boolean {
  if (err.query !== undefined || err.params !== undefined || err.severity !== undefined || err.routine !== undefined) return true;
  if (typeof err.code === "string" && SQLSTATE.test(err.code)) return true;
  return err.cause instanceof Error && isDatabaseError(err.cause as ErrorLike);
}

/**
 * How an error is logged. A database error's message and details carry the submitted values
 * (a whole lead, name and e-mail included), so of those only the class, the SQLSTATE and the
 * stack's frames are kept; other errors keep their message.
 */
export function serializeError(value: unknown): Record<string, unknown> {
  if (!(value instanceof Error)) return { type: typeof value };
  const err = value as ErrorLike;
  const frames = (err.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line));
  const cause = err.cause instanceof Error ? (err.cause as ErrorLike) : undefined;
  if (isDatabaseError(err)) {
    const code = [err.code, cause?.code].find((c) => typeof c === "string" && SQLSTATE.test(c));
    return { type: err.name, sqlstate: code ?? null, cause: cause?.name ?? null, stack: frames.join("\n") };
  }
  // `code` would be redacted below (it is also the name of an invitation code's field).
  return {
    type: err.name,
    message: err.message,
    errno: typeof err.code === "string" ? err.code : null,
    stack: [`${err.name}: ${err.message}`, ...frames].join("\n"),
    ...(cause ? { cause: serializeError(cause) } : {}),
  };
}

/**
 * How every line is written (docs/security/logging.md): one JSON object per line, its time in UTC
 * as ISO 8601, so lines from every server and the audit table's timestamptz sort and join as one timeline.
 */
export const logOptions = {
  base: { app: "gateway-tech" },
  timestamp: pino.stdTimeFunctions.isoTime,
  serializers: { err: serializeError },
  redact: { paths: ["*.token", "*.code", "*.password", "req.headers.cookie"], censor: "[redacted]" },
} satisfies pino.LoggerOptions;

/** JSON-lines logger. Raw tokens, invitation codes and submitted values are never passed to it. */
export const logger = pino({ ...logOptions, level: process.env.LOG_LEVEL || (process.env.NODE_ENV === "test" ? "silent" : "info") });
