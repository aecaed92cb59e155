/**
 * The Node.js options the production server runs with, wherever it is started (`npm start`,
 * `npm run serve`, deploy/gateway-tech.service, the benches; tests/unit/server-flags.test.ts holds
 * them to this list).
 *
 * --max-old-space-size=1024: a ceiling for the JavaScript heap far above what the server holds
 * (well under 200 MB), which also tells V8 to collect its old generation sooner. Without it, on a
 * machine with much memory V8 lets garbage build up to about four times the live heap before a
 * full collection: a 200,000-row CSV export from PostgreSQL, whose driver's parsed rows outlive
 * the young generation, raised the server by 77 MB, and repeated ones by 130 MB, all of it
 * garbage; with the ceiling, 22 to 29 MB, flat (decision 0055).
 */
export const SERVER_NODE_FLAGS = ["--max-old-space-size=1024"];
