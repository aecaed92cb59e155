import { describe, expect, it } from "vitest";
import { privacySections } from "@/content/pages/privacy-policy";
import { periodWords, retention } from "@/content/retention";

describe("the privacy policy's retention periods", () => {
  it("are the periods the retention job applies", () => {
    const section = privacySections.find((s) => s.id === "retention")!;
    const text = [...(section.paragraphs ?? []), ...(section.list ?? [])].join("\n");
    expect(text).toContain(`Inquiries and access requests that do not become a project: up to ${periodWords(retention.inquiries)}`);
    expect(text).toContain(`Job applications: up to ${periodWords(retention.jobApplications)}`);
    expect(text).toContain(
      `Rate-limit entries: ${periodWords(retention.rateLimitEntries)}. Security and audit logs: up to ${periodWords(retention.auditLog)}.`,
    );
    expect(text).toContain(`and ${periodWords(retention.consentRecords)} after`);
    expect(text).toContain(`while the session lasts and up to ${periodWords(retention.endedSessions)} after it ends`);
  });

  it("reads as the policy always did", () => {
    expect([periodWords(retention.inquiries), periodWords(retention.jobApplications), periodWords(retention.rateLimitEntries)]).toEqual([
      "2 years",
      "1 year",
      "24 hours",
    ]);
  });
});
