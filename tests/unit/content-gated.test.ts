import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { projects } from "@/content/gated/portfolio-projects";
import { testimonials } from "@/content/gated/testimonials";
import { clientCards } from "@/content/gated/client-cards";
import * as publicPortfolio from "@/content/portfolio";
import { caseStudyTeasers } from "@/content/case-studies";

/**
 * Gated content must never reach a JavaScript file: whatever a browser module imports, directly
 * or through other modules, is shipped to every visitor. The browser modules are the components
 * a route shell hydrates (`client:` in an .astro file), the page scripts in src/scripts, and any
 * "use client" module. This walks the real import graph of src/ from each and fails if it reaches
 * src/content/gated/. (tests/e2e/gate-bundles.spec.ts checks the built scripts themselves.)
 */
const SRC = path.resolve(__dirname, "../../src");
const GATED = path.join(SRC, "content", "gated") + path.sep;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.(ts|tsx|astro)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

function resolveImport(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith("@/")) base = path.join(SRC, spec.slice(2));
  else if (spec.startsWith(".")) base = path.resolve(path.dirname(from), spec);
  else return null; // a package
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Imports that end up in the bundle: type-only imports are erased, so they are left out. */
function runtimeImports(file: string): string[] {
  const text = fs.readFileSync(file, "utf8");
  const specs = new Set<string>();
  const statement = /(?:^|\n)\s*(import|export)\s+(type\s+)?([^;]*?)\s*from\s*["']([^"']+)["']/g;
  for (const m of text.matchAll(statement)) if (!m[2]) specs.add(m[4]);
  for (const m of text.matchAll(/(?:^|\n)\s*import\s*["']([^"']+)["']/g)) specs.add(m[1]);
  for (const m of text.matchAll(/import\(\s*["']([^"']+)["']\s*\)/g)) specs.add(m[1]);
  return [...specs].map((s) => resolveImport(file, s)).filter((p): p is string => p !== null);
}

/** The modules an .astro file hydrates: its imports used as `<Name client:…>`. */
function hydratedBy(file: string): string[] {
  const text = fs.readFileSync(file, "utf8");
  const imported = new Map<string, string>();
  for (const m of text.matchAll(/import\s+(?:(\w+)|\{([^}]*)\})\s+from\s+["']([^"']+)["']/g)) {
    const names = m[1]
      ? [m[1]]
      : m[2].split(",").map((n) =>
          n
            .trim()
            .split(/\s+as\s+/)
            .pop()!,
        );
    for (const n of names) if (n) imported.set(n, m[3]);
  }
  const used = [...text.matchAll(/<(\w+)\b[^>]*\bclient:/g)].map((m) => m[1]);
  return used
    .map((n) => imported.get(n))
    .flatMap((spec) => (spec ? [resolveImport(file, spec)] : []))
    .filter((p): p is string => p !== null);
}

const directive = (file: string) => /^\s*(?:\/\/[^\n]*\n|\/\*[\s\S]*?\*\/\s*)*["'](use client|use server)["']/.exec(fs.readFileSync(file, "utf8"))?.[1];

/** Every module a client module pulls into the browser, with the path that led there. */
function clientReach(entry: string): Map<string, string[]> {
  const seen = new Map<string, string[]>([[entry, [entry]]]);
  const queue = [entry];
  while (queue.length) {
    const file = queue.shift()!;
    for (const dep of runtimeImports(file)) {
      // A server action imported by a client module is a reference, not bundled code.
      if (seen.has(dep) || directive(dep) === "use server") continue;
      seen.set(dep, [...seen.get(file)!, dep]);
      queue.push(dep);
    }
  }
  return seen;
}

describe("gated content stays out of client code", () => {
  const files = sourceFiles(SRC);
  const clientModules = [
    ...new Set([
      ...files.filter((f) => f.endsWith(".astro")).flatMap(hydratedBy),
      ...files.filter((f) => f.startsWith(path.join(SRC, "scripts") + path.sep)),
      ...files.filter((f) => !f.endsWith(".astro") && directive(f) === "use client"),
    ]),
  ];

  it("finds the browser modules (the walk itself works)", () => {
    expect(clientModules.map((f) => path.relative(SRC, f))).toEqual(
      expect.arrayContaining(["components/forms/HomeContactForm.tsx", "scripts/portfolio-filter.ts"]),
    );
    const reach = clientReach(path.join(SRC, "scripts/portfolio-filter.ts"));
    expect([...reach.keys()].map((f) => path.relative(SRC, f))).toEqual(expect.arrayContaining(["content/portfolio.ts"]));
  });

  it("no client module reaches src/content/gated/, directly or through another module", () => {
    const leaks: string[] = [];
    for (const entry of clientModules) {
      for (const [file, via] of clientReach(entry)) {
        if (file.startsWith(GATED)) leaks.push(via.map((f) => path.relative(SRC, f)).join(" -> "));
      }
    }
    expect(leaks).toEqual([]);
  });

  it("the public portfolio module holds the filter only, none of the case studies", () => {
    expect(Object.keys(publicPortfolio).sort()).toEqual(["portfolioCategories", "portfolioFilterCopy", "portfolioFilters", "showingText"]);
    const source = fs.readFileSync(path.join(SRC, "content/portfolio.ts"), "utf8");
    for (const p of projects) {
      expect(source).not.toContain(p.title);
      expect(source).not.toContain(p.client);
      expect(source).not.toContain(p.slug);
    }
  });

  it("every case study has a public teaser of its category that names neither the client nor the project", () => {
    expect(caseStudyTeasers.map((t) => t.category).sort()).toEqual(projects.map((p) => p.category).sort());
    const source = fs.readFileSync(path.join(SRC, "content/case-studies.ts"), "utf8");
    for (const p of projects) {
      expect(source).not.toContain(p.title);
      expect(source).not.toContain(p.client);
    }
    for (const c of clientCards) {
      expect(source).not.toContain(c.name);
      expect(source).not.toContain(c.result);
    }
  });

  it("holds the spec's counts: 6 projects, 7 testimonials, 3 client cards", () => {
    expect(projects).toHaveLength(6);
    expect(testimonials).toHaveLength(7);
    expect(clientCards).toHaveLength(3);
  });
});
