// Loads .env (and .env.local, .env.production ...) from the working directory the way Next.js
// does, so the command-line tools see the same configuration as the server. Variables already set
// in the shell win. Import it first: the modules after it read process.env.
import { loadEnvConfig } from "@next/env";

loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
