// `npm run db:migrate`: applies the committed migrations (PGlite in DATA_DIR, or DATABASE_URL).
import "./load-env";
import { closeDb, dbKind, getDb } from "@/server/db/client";

async function main() {
  await getDb();
  console.log(`Migrations applied (${await dbKind()}).`);
  await closeDb();
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
