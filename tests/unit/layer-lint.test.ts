import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/** The layer rules of eslint.config.mjs, run on a source that is not on disk. */
const eslint = new ESLint({ cwd: new URL("../..", import.meta.url).pathname });

async function restrictedImports(code: string, filePath: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === "@typescript-eslint/no-restricted-imports").length;
}

// The first lint loads the whole configuration and its plugins, which takes seconds on a busy machine.
describe("the layers lint enforces", { timeout: 60_000 }, () => {
  it("fails a component that runs server code, by the alias or a relative path", async () => {
    expect(
      await restrictedImports('import { sanitizePostHtml } from "@/server/blog/sanitize";\nexport const x = sanitizePostHtml;\n', "src/components/blog/X.tsx"),
    ).toBe(1);
    expect(
      await restrictedImports(
        'import { sanitizePostHtml } from "../../server/blog/sanitize";\nexport const x = sanitizePostHtml;\n',
        "src/components/blog/X.tsx",
      ),
    ).toBe(1);
  });

  it("lets a component name a server query's result type", async () => {
    expect(
      await restrictedImports('import type { PostSummary } from "@/server/blog/queries";\nexport type X = PostSummary;\n', "src/components/blog/X.tsx"),
    ).toBe(0);
  });

  it("fails content that imports a component, even for a type", async () => {
    expect(await restrictedImports('import type { HeroProps } from "@/components/sections/Hero";\nexport type X = HeroProps;\n', "src/content/X.ts")).toBe(1);
    expect(await restrictedImports('import type { HeroProps } from "../components/sections/Hero";\nexport type X = HeroProps;\n', "src/content/X.ts")).toBe(1);
  });

  it("fails a helper in src/lib that imports src/server", async () => {
    expect(await restrictedImports('import { getDb } from "@/server/db/client";\nexport const x = getDb;\n', "src/lib/x.ts")).toBe(1);
  });

  it("lets a route shell's helpers import src/server", async () => {
    expect(await restrictedImports('import { getDb } from "@/server/db/client";\nexport const x = getDb;\n', "src/layouts/x.ts")).toBe(0);
  });
});
