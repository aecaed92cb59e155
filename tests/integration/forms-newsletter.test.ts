import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { asc, eq, sql } from "drizzle-orm";
import type { APIContext } from "astro";
import { lockingBackends, useDatabase } from "../support/db";
import { asSent } from "../support/outbox";
import type { Db } from "@/server/db/client";
import { newsletterSubscribers, outbox } from "@/server/db/schema";
import { sha256 } from "@/server/crypto";
import { rekeyPlainHashes } from "@/server/db/rekey";
import { processSubmission } from "@/server/leads/pipeline";
import { confirmLinkStatus, confirmSubscription, newsletterLead, unsubscribe, unsubscribeLinkStatus, unsubscribeTokenFor } from "@/server/leads/newsletter";
import { GET, POST } from "@/pages/newsletter/unsubscribe/one-click";

/** The one-click route as Astro calls it: it reads only the address (the token is in its query). */
const oneClickGet = async (request: Request) => GET({ request, url: new URL(request.url) } as APIContext);
const oneClickPost = async (request: Request) => POST({ request, url: new URL(request.url) } as APIContext);

const SITE = "https://gatewaytech.example";
let ipN = 0;
const subscribe = (email: string) => processSubmission(newsletterLead, { email, source: "blog" }, { ip: `192.0.2.${++ipN}` });
/** The outbox as its e-mails go out (the links are sealed in the row and filled in when sent). */
const mails = async (db: Db) => (await db.select().from(outbox).orderBy(asc(outbox.id))).map(asSent);
const subscriber = async (db: Db, email: string) => (await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];
const linkIn = (text: string, page: "confirm" | "unsubscribe") =>
  new RegExp(`${SITE.replace(/\./g, "\\.")}/newsletter/${page}\\?token=([A-Za-z0-9_-]+)`).exec(text)?.[1];
/** Makes the resend quiet window pass. */
const later = (db: Db) => db.update(outbox).set({ createdAt: new Date(Date.now() - 3600_000) });

describe.each(lockingBackends)("newsletter links on %s", (backend) => {
  let db: Db;
  beforeAll(async () => {
    process.env.SITE_URL = SITE;
    process.env.NOTIFY_EMAIL = "leads@gatewaytech.example";
    db = await useDatabase(backend);
  });
  beforeEach(async () => {
    await db.execute(sql`TRUNCATE newsletter_subscribers, outbox, rate_limits RESTART IDENTITY CASCADE`);
  });
  afterAll(async () => {
    delete process.env.SITE_URL;
    delete process.env.NOTIFY_EMAIL;
  });

  it("every e-mail to a subscriber carries the same kept unsubscribe link and the List-Unsubscribe headers", async () => {
    await subscribe("reader@example.com");
    const sub = await subscriber(db, "reader@example.com");
    const token = unsubscribeTokenFor(sub.id);
    // Stored is a keyed hash, not the token the e-mails carry.
    expect(sub.unsubscribeToken).toMatch(/^k1:[0-9a-f]{64}$/);
    expect(sub.unsubscribeToken).not.toContain(token);
    const [confirm] = await mails(db);
    const confirmToken = linkIn(confirm.textBody, "confirm")!;
    expect(await confirmSubscription(confirmToken)).toBe("confirmed");
    await later(db);
    await subscribe("reader@example.com");
    const sent = (await mails(db)).filter((m) => m.toAddress === "reader@example.com");
    expect(sent.map((m) => m.kind)).toEqual(["newsletter-confirm", "newsletter-welcome", "newsletter-already"]);
    for (const m of sent) {
      expect(linkIn(m.textBody, "unsubscribe"), m.kind).toBe(token);
      expect(m.headers, m.kind).toEqual({
        "List-Unsubscribe": `<${SITE}/newsletter/unsubscribe/one-click?token=${token}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      });
    }
    // The agency's notification is not a subscriber e-mail.
    expect((await mails(db)).find((m) => m.kind === "newsletter-notification")!.headers).toBeNull();
  });

  it("opening the confirmation link changes nothing; the button confirms once", async () => {
    await subscribe("opener@example.com");
    const token = linkIn((await mails(db))[0].textBody, "confirm")!;
    for (let i = 0; i < 3; i++) expect(await confirmLinkStatus(token)).toBe("pending");
    expect((await subscriber(db, "opener@example.com")).status).toBe("pending");
    expect(await confirmLinkStatus("not-a-real-token-but-long-enough")).toBe("invalid");
    expect(await confirmLinkStatus("short")).toBe("invalid");
    expect(await confirmSubscription(token)).toBe("confirmed");
    // Opened again, the link says the subscription is confirmed already (decision 0065); its button does nothing twice.
    expect(await confirmLinkStatus(token)).toBe("confirmed");
    expect(await confirmSubscription(token)).toBe("invalid");
    expect((await subscriber(db, "opener@example.com")).status).toBe("confirmed");
  });

  it("opening the unsubscribe link changes nothing; the button unsubscribes, and says so again later", async () => {
    await subscribe("leaver@example.com");
    await confirmSubscription(linkIn((await mails(db))[0].textBody, "confirm")!);
    const unsubscribeToken = unsubscribeTokenFor((await subscriber(db, "leaver@example.com")).id);
    expect(await unsubscribeLinkStatus(unsubscribeToken)).toBe("subscribed");
    expect((await subscriber(db, "leaver@example.com")).status).toBe("confirmed");
    expect(await unsubscribe(unsubscribeToken)).toBe("unsubscribed");
    expect(await unsubscribeLinkStatus(unsubscribeToken)).toBe("unsubscribed");
    expect(await unsubscribe(unsubscribeToken)).toBe("unsubscribed");
    const gone = await subscriber(db, "leaver@example.com");
    expect(gone.status).toBe("unsubscribed");
    expect(gone.unsubscribedAt).toBeInstanceOf(Date);
    expect(await unsubscribeLinkStatus("0".repeat(64))).toBe("invalid");
    // A made token for another row, with this row's MAC, names nothing.
    expect(await unsubscribeLinkStatus(unsubscribeToken.replace(/^\d+_/, "999_"))).toBe("invalid");
  });

  it("a pending address can be kept off the list from its confirmation e-mail", async () => {
    await subscribe("notme@example.com");
    const [confirm] = await mails(db);
    expect(await unsubscribe(linkIn(confirm.textBody, "unsubscribe")!)).toBe("unsubscribed");
    expect(await confirmSubscription(linkIn(confirm.textBody, "confirm")!)).toBe("invalid");
    expect((await subscriber(db, "notme@example.com")).status).toBe("unsubscribed");
  });

  it("links mailed before tokens were made (kept in clear, or hashed for the oldest welcome e-mails) still unsubscribe once carried over", async () => {
    await subscribe("old@example.com");
    await subscribe("older@example.com");
    const kept = "c0ffee".repeat(10) + "beef";
    await db.update(newsletterSubscribers).set({ status: "confirmed", unsubscribeToken: kept }).where(eq(newsletterSubscribers.email, "old@example.com"));
    await db
      .update(newsletterSubscribers)
      .set({ status: "confirmed", unsubscribeTokenHash: sha256("legacy-token-from-an-old-welcome-mail") })
      .where(eq(newsletterSubscribers.email, "older@example.com"));
    expect(await rekeyPlainHashes(db)).toBe(2);
    expect(JSON.stringify(await db.select().from(newsletterSubscribers))).not.toContain(kept);
    expect(await unsubscribe(kept)).toBe("unsubscribed");
    expect(await unsubscribeLinkStatus("legacy-token-from-an-old-welcome-mail")).toBe("subscribed");
    expect(await unsubscribe("legacy-token-from-an-old-welcome-mail")).toBe("unsubscribed");
  });

  it("coming back after unsubscribing: the same answer as for a new address, a fresh confirmation, the same unsubscribe token", async () => {
    const fresh = await subscribe("fresh@example.com");
    await subscribe("back@example.com");
    const before = await subscriber(db, "back@example.com");
    await unsubscribe(unsubscribeTokenFor(before.id));
    await later(db);
    const again = await subscribe("back@example.com");
    expect(again).toEqual(fresh);
    const after = await subscriber(db, "back@example.com");
    expect(after).toMatchObject({ status: "pending", unsubscribeToken: before.unsubscribeToken });
    const last = (await mails(db)).at(-1)!;
    expect(last.kind).toBe("newsletter-confirm");
    expect(await confirmSubscription(linkIn(last.textBody, "confirm")!)).toBe("confirmed");
  });

  it("a mail program's one-click POST unsubscribes at once; a GET only leads to the page", async () => {
    await subscribe("oneclick@example.com");
    const unsubscribeToken = unsubscribeTokenFor((await subscriber(db, "oneclick@example.com")).id);
    const url = `${SITE}/newsletter/unsubscribe/one-click?token=${unsubscribeToken}`;
    const get = await oneClickGet(new Request(url));
    expect(get.status).toBe(303);
    expect(get.headers.get("location")).toBe(`${SITE}/newsletter/unsubscribe?token=${unsubscribeToken}`);
    expect((await subscriber(db, "oneclick@example.com")).status).toBe("pending");
    const post = await oneClickPost(
      new Request(url, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" }),
    );
    expect(post.status).toBe(200);
    expect(await post.text()).toContain("unsubscribed");
    expect((await subscriber(db, "oneclick@example.com")).status).toBe("unsubscribed");
    const unknown = await oneClickPost(
      new Request(`${SITE}/newsletter/unsubscribe/one-click?token=${"1".repeat(64)}`, { method: "POST", body: "List-Unsubscribe=One-Click" }),
    );
    expect(unknown.status).toBe(404);
  });
});
