/**
 * Runs once when a server process starts: migrate, seed an empty database, start the mail
 * worker, and hand the production server (server.mjs) its request handler and shutdown hook.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { PHASE_PRODUCTION_BUILD } = await import("next/constants");
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return;
  const { boot } = await import("./src/server/boot");
  await boot();
  const { registerServerHooks } = await import("./src/server/http/hooks");
  registerServerHooks();
}
