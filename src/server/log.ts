import "server-only";
import pino from "pino";

/** JSON-lines logger. Raw tokens and invitation codes are never passed to it. */
export const logger = pino({
  level: process.env.LOG_LEVEL || (process.env.NODE_ENV === "test" ? "silent" : "info"),
  base: { app: "gateway-tech" },
  redact: { paths: ["*.token", "*.code", "*.password", "req.headers.cookie"], censor: "[redacted]" },
});
