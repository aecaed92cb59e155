import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { databaseUrl } from "./settings.mjs";

const run = promisify(execFile);
const root = path.resolve(__dirname, "../../..");

/** `npm run invite -- <args>` against the suite's database, as the owner would type it. */
export async function invite(args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ["--import", "tsx", "scripts/invite.ts", ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: "warn" },
  });
  return stdout;
}

export type CodeOptions = {
  role?: "client" | "admin";
  maxUses?: number;
  /** Bind the code to this e-mail address. */
  email?: string;
  label?: string;
  expiresDays?: number;
};

/** A new invitation code made with the CLI: its id and the code, shown once. */
export async function createCodeWithCli(opts: CodeOptions = {}): Promise<{ id: number; code: string }> {
  const args = ["create", "--role", opts.role ?? "client"];
  if (opts.maxUses) args.push("--uses", String(opts.maxUses));
  if (opts.email) args.push("--email", opts.email);
  if (opts.label) args.push("--label", opts.label);
  if (opts.expiresDays) args.push("--expires-days", String(opts.expiresDays));
  const out = (await invite(args)).trim().split("\n");
  const id = Number(/#(\d+)/.exec(out[0])?.[1]);
  const code = out.at(-1)!.trim();
  if (!id || !/^GTE-/.test(code)) throw new Error(`unexpected output of invite create:\n${out.join("\n")}`);
  return { id, code };
}
