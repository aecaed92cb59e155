import fs from "node:fs/promises";
import path from "node:path";
import { projects } from "@/content/gated/portfolio-projects";
import { testimonials } from "@/content/gated/testimonials";

/** The project's folder of gated pictures: the server runs from the project directory. */
const DIR = path.join(process.cwd(), "assets", "gated");

/** Only the files the gated content names: no other name, and so no path, is ever read. */
const NAMES = new Set([...projects, ...testimonials].map((item) => path.basename(item.image.src)));

/** A gated picture's bytes, or null for a name the gated content does not use. */
export async function readGatedImage(name: string): Promise<Buffer | null> {
  if (!NAMES.has(name)) return null;
  return fs.readFile(path.join(DIR, name)).catch(() => null);
}
