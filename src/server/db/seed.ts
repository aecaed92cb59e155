import { logger } from "../log";
import { seeders } from "./seeders";

/**
 * Runs every seeder and returns the rows each one wrote. `atStart` (the server's boot task) uses
 * a seeder's start-up variant, which may do less: the blog posts go in only on an empty blog.
 * Every seeder is idempotent, so running it twice changes nothing.
 */
export async function seedDatabase({ atStart = false }: { atStart?: boolean } = {}): Promise<Record<string, number>> {
  const written: Record<string, number> = {};
  for (const s of seeders) {
    const n = await (atStart && s.atStart ? s.atStart() : s.run());
    written[s.name] = n;
    if (n > 0) logger.info({ seeder: s.name, rows: n }, "seeded");
  }
  return written;
}
