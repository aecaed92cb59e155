import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agencyHour } from "@/lib/dates";
import { freshPostgresDatabase, hasBuild, postgresUrl, smtpSink, startServer, waitFor } from "./support";

/**
 * The morning digest (issue 30, decision 0074) as the owner meets it: the production server,
 * its mail worker and a real SMTP server. From DIGEST_HOUR (Atlanta time) a server sends the day's
 * digest to the notification address when a lead has waited more than a business day, and sends
 * nothing when none has or before the hour. One database, one server at a time, as a restart
 * meets it.
 */
const NOTIFY = "owner@gatewaytech.example";

describe.skipIf(!hasBuild || !postgresUrl)("the morning digest", () => {
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let smtp: Awaited<ReturnType<typeof smtpSink>>;
  let sql: pg.Client;

  beforeAll(async () => {
    database = await freshPostgresDatabase("gte_system_digest");
    smtp = await smtpSink();
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
  });
  afterAll(async () => {
    await sql?.end();
    await smtp?.close();
    await database?.drop();
  });

  const addLead = (name: string, daysAgo: number) =>
    sql.query(
      `INSERT INTO contact_submissions (name, email, message, source, created_at) VALUES ($1, $2, $3, 'contact-page', now() - make_interval(days => $4))`,
      [name, `${name.split(" ")[0].toLowerCase()}@example.com`, "We need a new website before spring.", daysAgo],
    );
  const digests = () => smtp.received.filter((m) => m.subject.startsWith("Lead desk:"));

  /** The production server on this database, its mail worker delivering to the SMTP server, the digest from `digestHour`. */
  const digestServer = (digestHour: number) =>
    startServer({ DATABASE_URL: database.url, MAIL_WORKER: "on", SMTP_URL: smtp.url, NOTIFY_EMAIL: NOTIFY, DIGEST_HOUR: String(digestHour) });

  /** Runs a server for as long as its first look at the clock takes, then stops it. */
  async function runServer(digestHour: number) {
    const server = await digestServer(digestHour);
    // The digest looks at the clock as the server starts; give that look and a send time to finish.
    await new Promise((r) => setTimeout(r, 3_000));
    await server.stop();
  }

  it("sends nothing when no lead has waited a business day", async () => {
    await addLead("Fresh Today", 0);
    await runServer(0);
    const queued = await sql.query(`SELECT count(*)::int AS n FROM outbox WHERE kind = 'lead-digest'`);
    expect({ mails: digests().length, queued: queued.rows[0].n }).toEqual({ mails: 0, queued: 0 });
  });

  it.skipIf(agencyHour() === 23)("sends nothing before its hour, though a lead waits", async () => {
    await addLead("Dana Whitfield", 8);
    await runServer(agencyHour() + 1);
    expect(digests()).toEqual([]);
  });

  it("arrives at its hour, naming the lead left new and not the one from today", async () => {
    await sql.query(`DELETE FROM contact_submissions WHERE name = 'Dana Whitfield'`);
    await addLead("Dana Whitfield", 8);
    const server = await digestServer(0);
    try {
      const [mail] = await waitFor("the digest in the mailbox", () => (digests().length ? digests() : undefined));
      const body = mail.raw.replace(/=\r?\n/g, "");
      expect({
        to: mail.to,
        subject: mail.subject,
        names: body.includes("Dana Whitfield"),
        namesToday: body.includes("Fresh Today"),
      }).toEqual({ to: [NOTIFY], subject: "Lead desk: 1 lead needs you today", names: true, namesToday: false });
    } finally {
      await server.stop();
    }
  });
});
