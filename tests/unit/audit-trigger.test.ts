import fs from "node:fs";
import { expect, it } from "vitest";
import { periodMs, retention } from "@/content/retention";

// The trigger keeps its own copy of the audit log's period (SQL cannot read src/content): the two
// must agree, or retention would fail on rows the policy lets go, or the trigger let go too soon.
it("the audit log's trigger lets rows go after exactly the privacy policy's period", () => {
  const migration = fs.readFileSync("drizzle/0009_audit_log_append_only.sql", "utf8");
  const [, days] = migration.match(/now\(\) - interval '(\d+) days'/) ?? [];
  expect(Number(days) * 86_400_000).toBe(periodMs(retention.auditLog));
});
