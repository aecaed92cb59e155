// `npm run db:migrate`: applies the committed migrations.
//   PostgreSQL: as the role that owns the schema, DATABASE_OWNER_URL (or DATABASE_URL when the
//   site has one role), before the servers of a new release start: they run as a role that cannot
//   change the schema and refuse a database that is behind them.
//   Embedded database (no DATABASE_URL): in DATA_DIR; the server also does this at every start.
import "./load-env";
import { closeDb, getDb } from "@/server/db/client";
import { migrateAsOwner } from "@/server/db/migrate";
import { env } from "@/server/env";

async function main() {
  const { DATABASE_URL, DATABASE_OWNER_URL } = env();
  if (DATABASE_OWNER_URL && !DATABASE_URL) throw new Error("DATABASE_OWNER_URL is set without DATABASE_URL: the site would not use the database it migrates.");
  const ownerUrl = DATABASE_OWNER_URL ?? DATABASE_URL;
  if (ownerUrl) {
    const { applied } = await migrateAsOwner(ownerUrl);
    console.log(`Migrations applied (postgres): the database is at migration ${applied}.`);
    return;
  }
  await getDb();
  await closeDb();
  console.log("Migrations applied (pglite).");
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
