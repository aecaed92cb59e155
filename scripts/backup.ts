// `npm run backup -- <file>`: the site's data, without the key (AUTH_SECRET or DATA_DIR/auth-secret).
//   With DATABASE_URL: pg_dump's custom format (restore with pg_restore --clean --dbname ...).
//   Embedded database: a gzipped tar of DATA_DIR/pglite. The data directory is open in one
//   process at a time: while the server runs, it makes the dump itself, asked through its control
//   socket (DATA_DIR/control/server.sock, reachable only by the account that runs it).
// `npm run backup -- restore <file> <new-data-dir>`: an embedded backup into a new data directory;
// give the server the same AUTH_SECRET (or put the kept auth-secret file back) to use it.
import "./load-env";
import path from "node:path";
import { ControlChannelUnavailableError } from "@/server/control/client";
import { backupEmbedded, backupFromRunningServer, backupPostgres, restoreEmbedded } from "@/server/db/backup";
import { dataDirHolder } from "@/server/db/lock";
import { env } from "@/server/env";

const USAGE = `Usage:
  npm run backup -- <file>
  npm run backup -- restore <file> <new-data-dir>`;

async function main(argv: string[]) {
  if (argv[0] === "restore") {
    const [, file, dataDir] = argv;
    if (!file || !dataDir) throw new Error(USAGE);
    await restoreEmbedded(file, dataDir);
    console.log(
      `Restored ${file} into ${path.resolve(dataDir)}. Start the server with DATA_DIR=${dataDir} and the same AUTH_SECRET (or the kept auth-secret file).`,
    );
    return;
  }
  const [file] = argv;
  if (!file || file.startsWith("-")) throw new Error(USAGE);
  const e = env();
  if (e.DATABASE_URL) {
    backupPostgres(e.DATABASE_URL, file);
    console.log(`Wrote ${file} (pg_dump custom format, without the server's secret).`);
    return;
  }
  const dir = path.resolve(e.DATA_DIR);
  const pid = dataDirHolder(dir);
  const written = `without the server's secret: keep AUTH_SECRET or ${path.join(dir, "auth-secret")} apart`;
  if (pid) {
    try {
      const bytes = await backupFromRunningServer(dir, file);
      console.log(`Wrote ${file} (${bytes} bytes, made by the running server, pid ${pid}; ${written}).`);
    } catch (err) {
      if (!(err instanceof ControlChannelUnavailableError)) throw err;
      console.error(
        `The embedded database in ${dir} is in use by a server (pid ${pid}) that does not answer on its control socket. Stop it, run this again, then start it.`,
      );
      process.exit(2);
    }
    return;
  }
  const bytes = await backupEmbedded(dir, file);
  console.log(`Wrote ${file} (${bytes} bytes, ${written}).`);
}

main(process.argv.slice(2)).catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
