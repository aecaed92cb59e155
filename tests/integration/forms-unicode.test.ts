import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import { useDatabase } from "../support/db";
import type { Db } from "@/server/db/client";
import { contactSubmissions, outbox } from "@/server/db/schema";
import { answerFormsApi } from "@/server/forms/api";
import { logger, serializeError } from "@/server/log";
import { internationalEmailMessage } from "@/lib/schemas/fields";
import { unstorableTextMessage } from "@/lib/text";

/**
 * Odd text a visitor can paste, through the forms API as a client sends it: every valid
 * character is kept, what the database cannot store is refused next to its field, nothing is
 * half stored, and no submitted value reaches the log.
 */
const post = (body: unknown, ip = "203.0.113.9") =>
  answerFormsApi(
    "contact",
    new Request("http://127.0.0.1/api/forms/contact", {
      method: "POST",
      headers: { "content-type": "application/json", "x-gte-client-ip": ip },
      body: JSON.stringify(body),
    }),
  );
const lead = { name: "Dana Reyes", email: "dana@example.com", message: "We need a new website for our towing company." };

describe("odd Unicode in a lead", () => {
  let db: Db;
  const logged: string[] = [];
  beforeAll(async () => {
    process.env.FORM_RATE_LIMIT = "1000";
    db = await useDatabase();
    for (const level of ["error", "warn", "info"] as const) {
      vi.spyOn(logger, level).mockImplementation(((obj: unknown, msg?: string) => {
        const err = (obj as { err?: unknown })?.err;
        logged.push(JSON.stringify({ ...(obj as object), err: err === undefined ? undefined : serializeError(err), msg }));
      }) as never);
    }
  });
  beforeEach(async () => {
    await db.execute(sql`TRUNCATE contact_submissions, outbox, rate_limits RESTART IDENTITY CASCADE`);
  });
  afterAll(() => {
    vi.restoreAllMocks();
    delete process.env.FORM_RATE_LIMIT;
  });

  it.each([
    ["a NUL character", "message", "a\u0000b"],
    ["a lone high surrogate", "message", "a\ud800b"],
    ["a lone low surrogate", "name", "Dana \udc00Reyes"],
  ])("%s is refused next to its field, and nothing is stored", async (_what, field, value) => {
    const res = await post({ ...lead, [field]: value });
    expect(res.status).toBe(400);
    expect((await res.json()).fieldErrors).toEqual({ [field]: unstorableTextMessage });
    expect(await db.select().from(contactSubmissions)).toEqual([]);
  });

  it("a name of emoji is kept whole, and the notification subject cuts between characters", async () => {
    const family = "👨‍👩‍👧‍👦"; // eleven UTF-16 units, one character
    const name = `${"😀".repeat(40)}${family}${family}`;
    const res = await post({ ...lead, name });
    expect(res.status).toBe(201);
    const [row] = await db.select().from(contactSubmissions);
    expect(row.name).toBe(name);
    const subjects = (await db.select().from(outbox)).map((m) => m.subject);
    for (const s of subjects) expect(s.isWellFormed()).toBe(true);
    const cut = subjects.find((s) => s.endsWith("…"))!;
    expect(cut).toBeDefined();
    // Whatever was cut, the family emoji is either whole or absent, never in pieces.
    expect(cut.replaceAll(family, "")).not.toMatch(/\u200d|👨|👩|👧|👦/u);
  });

  it("text in any script is kept as typed", async () => {
    const message = "Привет! 你好，我们需要一个网站。مرحبا — ça marche? Zürich 🚗💨";
    expect((await post({ ...lead, name: "Zoë Ñúñez", message })).status).toBe(201);
    const [row] = await db.select().from(contactSubmissions);
    expect([row.name, row.message]).toEqual(["Zoë Ñúñez", message]);
  });

  it("a name of 100 emoji (the limit counts characters) is stored with its e-mails", async () => {
    const name = "🚗".repeat(100);
    expect((await post({ ...lead, name })).status).toBe(201);
    expect((await db.select().from(contactSubmissions))[0].name).toBe(name);
    expect(await db.select().from(outbox)).toHaveLength(2);
  });

  it("an internationalised address is refused with the reason", async () => {
    const res = await post({ ...lead, email: "üser@exämple.com" });
    expect(res.status).toBe(400);
    expect((await res.json()).fieldErrors).toEqual({ email: internationalEmailMessage });
  });

  it("no submitted value reaches the log, even when the database refuses a row", async () => {
    const values = ["Zephyrine Quillfeather", "zephyrine.q@example.com", "a\u0000b secret plan", "a\ud800b"];
    await post({ ...lead, name: values[0], email: values[1], message: values[2] });
    await post({ ...lead, name: values[3] });
    // The database's own refusal, whose message quotes the query's values.
    const refused = await db
      .insert(contactSubmissions)
      .values({ name: values[0], email: values[1], message: values[2], source: "api", idempotencyKey: "log-test-1" })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(Error);
    logger.error({ err: refused, form: "contact" }, "form API failed");
    const log = logged.join("\n");
    expect(log).toContain("form API failed");
    for (const v of values) expect(log.includes(JSON.stringify(v).slice(1, -1)) || log.includes(v)).toBe(false);
  });
});
