import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indexableRoutes, noindexRoutes } from "@/routes";
import { publishedSeedPostPaths } from "../support/page-routes";
import { structuredDataProblems } from "../support/structured-data-rules";
import { hasBuild, startServer, tempDataDir, type RunningServer } from "./support";

/**
 * Every page as the production server sends it: every route, the not-found views, search and
 * every seeded blog post. Each must pass the W3C Nu HTML checker (vnu, run once over all pages) and carry
 * the structured data and sharing tags Google and the social sites document as required.
 */
const pages = [
  ...indexableRoutes,
  ...noindexRoutes,
  ...publishedSeedPostPaths,
  "/blog?category=Web%20Design",
  "/blog/no-such-post",
  "/no-such-page",
  "/search?q=website",
  "/search?q=zzzz-nothing-matches",
  // A page past any search's last (404).
  "/search?q=website&page=21",
];

const vnuJar = String(createRequire(import.meta.url)("vnu-jar"));
const hasJava = spawnSync("java", ["-version"]).status === 0;
if (!hasJava) {
  // Where CI runs, the checker is part of the suite: a missing Java is a failure there.
  if (process.env.CI === "true") throw new Error("The HTML checker needs Java 17 or newer, and CI=true: install a JRE (Debian: default-jre-headless).");
  console.warn("valid-pages: Java is not installed, so the W3C HTML check is skipped.");
}

describe.skipIf(!hasBuild)("every page, production server", () => {
  let server: RunningServer;
  let dir: string;
  const html = new Map<string, string>();

  beforeAll(async () => {
    server = await startServer({ DATA_DIR: tempDataDir() });
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "gte-pages-"));
    for (const page of pages) html.set(page, await (await fetch(`${server.url}${page}`)).text());
  });
  afterAll(async () => {
    await server?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it.skipIf(!hasJava)("has no error from the W3C Nu HTML checker", () => {
    const files = new Map<string, string>();
    for (const [page, text] of html) {
      const file = path.join(dir, `${files.size}.html`);
      fs.writeFileSync(file, text);
      files.set(file, page);
    }
    const run = spawnSync("java", ["-jar", vnuJar, "--format", "json", "--stdout", ...files.keys()], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
    const report = JSON.parse(run.stdout) as { messages: { type: string; subType?: string; url: string; message: string; extract?: string }[] };
    const errors = report.messages
      .filter((m) => m.type === "error" || m.subType === "fatal")
      .map((m) => `${files.get(decodeURIComponent(new URL(m.url).pathname))}: ${m.message} [${(m.extract ?? "").trim().slice(0, 80)}]`);
    expect(errors).toEqual([]);
  });

  it("has the structured data and sharing tags Google and the social sites require", () => {
    const problems = [...html].flatMap(([page, text]) => structuredDataProblems(text).map((p) => `${page}: ${p}`));
    expect(problems).toEqual([]);
  });
});
