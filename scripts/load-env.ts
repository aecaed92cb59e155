// The command-line tools (invite, db:migrate, db:seed) see the same configuration as the server:
// the .env files, with variables already set in the shell winning. Import it first: the modules
// after it read process.env.
import { loadProjectEnv } from "./project-env.mjs";

loadProjectEnv(process.cwd());
