// `npm run db:seed`: idempotent seed of the blog posts (by slug) and the search index.
import "./load-env";
import { closeDb, getDb } from "@/server/db/client";
import { seedDatabase } from "@/server/db/seed";

async function main() {
  await getDb();
  const written = await seedDatabase();
  const posts = written["blog-posts"] ?? 0;
  const pages = written["search-documents"] ?? 0;
  console.log(`Blog: ${posts} seed post${posts === 1 ? "" : "s"} put back or updated.`);
  console.log(
    "  This command puts missing seed posts back, matched by slug: a seed post deleted in the admin console returns, " +
      "and one whose slug was changed there returns under its original slug. Posts edited in the console since are kept as they are. " +
      "A server start seeds the blog only when it is empty.",
  );
  console.log(`Search index: ${pages} page${pages === 1 ? "" : "s"} added, updated or removed.`);
  console.log("Seed complete.");
  await closeDb();
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
