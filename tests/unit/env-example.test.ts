// .env.example is copied as it is: whatever it sets is what a new server runs with.
import fs from "node:fs";
import { describe, expect, it } from "vitest";

const active = fs
  .readFileSync(".env.example", "utf8")
  .split("\n")
  .filter((line) => /^[A-Z_]+=/.test(line))
  .map((line) => line.split("=")[0]);

describe(".env.example", () => {
  it("sets no credential or secret, so no server runs with one everybody knows", () => {
    expect(active.filter((name) => /SECRET|KEY|CODE|PASSWORD|TOKEN|DATABASE_URL|SMTP_URL/.test(name))).toEqual([]);
  });
});
