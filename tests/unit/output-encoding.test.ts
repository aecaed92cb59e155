// What a visitor types reaches three interpreters besides HTML: a mail header, a <script> block of
// JSON-LD and the JSON log. In each it stays data.
import { Writable } from "node:stream";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { jsonLdString } from "@/lib/jsonld";
import { logOptions } from "@/server/log";
import { contactNotification } from "@/server/leads/notifications";

describe("a name in a mail header", () => {
  it("cannot add a header: line breaks and control characters become spaces in the subject", () => {
    const [toAgency] = contactNotification(
      { name: "Dana\r\nBcc: victim@example.com\u0000", email: "dana@example.com", phone: null, company: null, message: "Hello", source: "home" },
      new Date("2026-11-26T15:00:00Z"),
    );
    expect(toAgency.subject).not.toMatch(/[\r\n\u0000]/);
    expect(toAgency.subject).toContain("Dana Bcc: victim@example.com");
  });
});

describe("JSON-LD in a script element", () => {
  it("cannot close its element or open a comment, whatever the text holds", () => {
    const out = jsonLdString({ headline: "</script><script>alert(1)</script><!--" });
    expect(out).not.toMatch(/<\/script|<!--/i);
    expect(JSON.parse(out).headline).toBe("</script><script>alert(1)</script><!--");
  });
});

describe("the JSON log", () => {
  it("keeps a message with line breaks on one line, so no entry can be forged", () => {
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(...String(chunk).split("\n").filter(Boolean)), done()) });
    const log = pino({ ...logOptions, level: "info" }, sink);
    log.warn({ path: '/x\n{"level":60,"msg":"forged"}' }, "refused");
    log.error({ err: new Error('bad\n{"level":60}') }, "failed");
    expect(lines).toHaveLength(2);
    expect(lines.map((l) => JSON.parse(l).msg)).toEqual(["refused", "failed"]);
  });
});
