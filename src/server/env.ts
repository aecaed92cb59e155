import { z } from "zod";
import { periodMs, retention } from "@/content/retention";
import { parseTrustedProxies } from "@/lib/client-address";
import { MAX_CODE_LENGTH } from "@/lib/schemas/verify";
import { plaintextTransports } from "@/server/transport-security";
import { bootstrapStrengthMessage, isStrongBootstrapCode } from "@/server/gate/code-strength";

/** How long inquiries are kept, in days: no copy of one may outlive it. */
const INQUIRY_DAYS = periodMs(retention.inquiries) / 86_400_000;
const KEEP_DAYS = `must be a whole number of days from 1 to ${INQUIRY_DAYS}`;

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined));

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** The address the server listens on: loopback unless a proxy on another machine must reach it. */
  HOST: z.string().trim().min(1).default("127.0.0.1"),
  SITE_URL: z.url().default("http://localhost:3000"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
      .optional(),
  ),
  /** The role that owns the schema, used by `npm run db:migrate` alone (unset: DATABASE_URL's). */
  DATABASE_OWNER_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
      .optional(),
  ),
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default("Gateway Tech Enterprises <hello@gatewaytech.example>"),
  NOTIFY_EMAIL: z.string().default("hello@gatewaytech.example"),
  /** The hour (0 to 23, Atlanta time) from which the day's lead digest goes to NOTIFY_EMAIL, when there is something to say. */
  DIGEST_HOUR: z.coerce.number().int().min(0, "must be an hour from 0 to 23").max(23, "must be an hour from 0 to 23").default(8),
  // No longer than the /verify form accepts, or the administrator could never type it in.
  /** The key of the hashes that codes and tokens are stored as; at least 32 characters. Unset: made once in DATA_DIR. */
  AUTH_SECRET: optionalString.pipe(z.string().min(32, "must be at least 32 characters (for example: openssl rand -base64 32)").optional()),
  /** Set by systemd for a service given credentials (LoadCredential=); the secret may be one of them (decision 0045). */
  CREDENTIALS_DIRECTORY: optionalString,
  ADMIN_BOOTSTRAP_CODE: optionalString.pipe(
    z
      .string()
      .max(
        MAX_CODE_LENGTH,
        `must be at most ${MAX_CODE_LENGTH} characters, the longest code the /verify form accepts (a generated code such as GTE-ABCD-EF23 is 13)`,
      )
      .refine(isStrongBootstrapCode, bootstrapStrengthMessage)
      .optional(),
  ),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Security-event lines of one kind per minute; past that they are counted and told in one line (src/server/security-events.ts). */
  SECURITY_LOG_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(30),
  FORM_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  FORM_RATE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(10),
  FORM_MIN_FILL_MS: z.coerce.number().int().min(0).default(1500),
  VERIFY_IP_LIMIT: z.coerce.number().int().min(1).default(5),
  VERIFY_EMAIL_LIMIT: z.coerce.number().int().min(1).default(10),
  MAIL_WORKER: z.enum(["on", "off"]).default("on"),
  /**
   * Days the outbox keeps a sent e-mail's copy before the daily pass deletes it (what was sent
   * when stays on the lead); at most the inquiries' own period, since a copy quotes its inquiry.
   */
  OUTBOX_KEEP_DAYS: z.coerce
    .number({ error: KEEP_DAYS })
    .int(KEEP_DAYS)
    .min(1, KEEP_DAYS)
    .max(INQUIRY_DAYS, `${KEEP_DAYS} (the period inquiries are kept)`)
    .default(90),
  /** The proxies whose X-Forwarded-For entries are believed: addresses or CIDR networks, comma-separated (unset: none). */
  TRUST_PROXY: z
    .string()
    .default("")
    .transform((spec, ctx) => {
      const parsed = parseTrustedProxies(spec);
      if (typeof parsed === "string") ctx.addIssue({ code: "custom", message: parsed });
      return spec;
    }),
  /** Renders at a time in one server process (server.mjs); static pages are files and never count. */
  RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(8),
  /** Renders that may wait for a turn; past that a visitor gets 503 with Retry-After at once. */
  RENDER_QUEUE: z.coerce.number().int().min(0).max(10_000).default(64),
  /** Renders one client address may have running or waiting at once, so one client cannot take every slot. */
  RENDER_PER_CLIENT: z.coerce.number().int().min(1).max(10_000).default(4),
  /** After SIGTERM, how long requests in flight may take before connections are cut. */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(600_000).default(25_000),
});

export type Env = z.infer<typeof schema>;

const keys = Object.keys(schema.shape) as (keyof typeof schema.shape)[];
let cached: { key: string; value: Env } | undefined;

/**
 * The checked environment; a bad value stops the server with one line naming each bad setting. It is parsed again
 * only when one of its variables has changed since the last call (a script that loads .env after
 * its imports, a test that sets a variable), so every caller sees the process's environment as it is.
 */
export function env(): Env {
  const key = keys.map((k) => process.env[k] ?? "\u0000").join("\u0001");
  if (cached?.key === key) return cached.value;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    // One line, naming each setting: it is what a failed start prints, and what a log search finds.
    // Never the values: a secret (AUTH_SECRET, ADMIN_BOOTSTRAP_CODE) must not reach a log.
    const issues = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid setting: ${issues} (see .env.example)`);
  }
  // In production nothing the server sends to another machine crosses the network in the clear.
  const plaintext = parsed.data.NODE_ENV === "production" ? plaintextTransports(parsed.data) : [];
  if (plaintext.length > 0) throw new Error(`Invalid setting: ${plaintext.join("; ")} (see .env.example)`);
  cached = { key, value: parsed.data };
  return parsed.data;
}
