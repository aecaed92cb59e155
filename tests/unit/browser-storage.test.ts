// What the site keeps in a visitor's browser is the cookie choice and, with analytics consent only,
// where the visit came from (decision 0070): the session token lives in an HttpOnly cookie scripts
// cannot read (tests/unit/session-cookie.test.ts), and no script stores a code, a token, an e-mail
// or a visitor's form. The one other thing kept is the owner's own: a draft of what they type in
// the console's editor, on their own machine (decision 0067).
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { CODE, filesUnder } from "../support/source-files";

const STORAGE = /\b(localStorage|sessionStorage|indexedDB|document\.cookie|caches\.open|cookieStore)\b/;
const CONSENT_SCRIPT = "src/scripts/consent.ts";
const ATTRIBUTION_SCRIPT = "src/scripts/attribution.ts";
const CONSOLE_DRAFTS = "src/lib/console-drafts.ts";

describe("browser storage", () => {
  it("is written by the cookie banner's script, the visit's touches and the console's drafts only", () => {
    const users = filesUnder("src", CODE).filter((f) =>
      fs
        .readFileSync(f, "utf8")
        .split("\n")
        .some((l) => STORAGE.test(l) && !/^\s*(\/\/|\*|\/\*\*)/.test(l)),
    );
    expect(users.sort()).toEqual([ATTRIBUTION_SCRIPT, CONSOLE_DRAFTS, CONSENT_SCRIPT].sort());
  });
  it("keeps the visit's touches under their one key, and only when the banner's script says so", () => {
    const source = fs.readFileSync(ATTRIBUTION_SCRIPT, "utf8");
    const keys = [...source.matchAll(/localStorage\.(?:setItem|getItem|removeItem)\((\w+)/g)].map((m) => m[1]);
    expect(new Set(keys)).toEqual(new Set(["ATTRIBUTION_STORAGE_KEY"]));
    expect(fs.readFileSync(CONSENT_SCRIPT, "utf8")).toMatch(/if \(record\.analytics\) keepTouches\(\);\s*else forgetTouches\(\);/);
  });
  it("holds only the consent record and its random id, and the consent cookie", () => {
    const source = fs.readFileSync(CONSENT_SCRIPT, "utf8");
    const keys = [...source.matchAll(/localStorage\.(?:setItem|getItem)\((\w+)/g)].map((m) => m[1]);
    expect(new Set(keys)).toEqual(new Set(["CONSENT_STORAGE_KEY", "CONSENT_SUBJECT_KEY"]));
    expect([...source.matchAll(/document\.cookie = (.+);/g)].map((m) => m[1])).toEqual(["consentCookieAssignment(r, https)"]);
    expect(source).not.toMatch(/\b(sessionStorage|indexedDB|caches\.open|cookieStore)\b/);
  });
  it("keeps console drafts in localStorage under their own prefix, and nothing else there", () => {
    const source = fs.readFileSync(CONSOLE_DRAFTS, "utf8");
    expect(source).not.toMatch(/\b(sessionStorage|indexedDB|document\.cookie|caches\.open|cookieStore)\b/);
    expect([...source.matchAll(/\.(setItem|getItem|removeItem)\((\w+)/g)].map((m) => m[2])).toEqual(["key", "key", "key"]);
    expect(source).toMatch(/const PREFIX = "gte-draft:";/);
  });
  it("reads console drafts only from the console's components", () => {
    const readers = filesUnder("src", CODE).filter((f) => f !== CONSOLE_DRAFTS && fs.readFileSync(f, "utf8").includes("@/lib/console-drafts"));
    expect(readers.every((f) => f.startsWith("src/components/admin/"))).toBe(true);
  });
});
