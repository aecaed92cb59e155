import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: new URL("../..", import.meta.url).pathname });

async function looseEqualities(code: string, filePath: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === "eqeqeq").length;
}

// The first lint loads the whole configuration and its plugins, which takes seconds on a busy machine.
describe("comparisons", { timeout: 60_000 }, () => {
  it("fail the lint when loose (== or !=), in server code, components and scripts alike", async () => {
    const code = "export const same = (a: unknown, b: unknown) => a == b || a != null;\n";
    expect(await Promise.all(["src/server/x.ts", "src/components/X.tsx", "scripts/x.mts"].map((f) => looseEqualities(code, f)))).toEqual([2, 2, 2]);
  });
  it("pass when strict", async () => {
    expect(await looseEqualities("export const same = (a: unknown, b: unknown) => a === b || a !== null;\n", "src/server/x.ts")).toBe(0);
  });
});
