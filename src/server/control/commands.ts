import { dumpOpenEmbedded } from "../db/backup";
import { getDb } from "../db/client";
import { inviteRequestSchema, runInvite } from "../gate/invite-tool";

/** What a command answers: JSON, or a file's bytes and their type. */
export type ControlAnswer = { json: unknown } | { file: Uint8Array; type: string };

/** A command of the control channel: its input is the request's JSON body, to be checked by the handler. */
export type ControlCommand = (input: unknown) => Promise<ControlAnswer>;

export type ControlCommands = Record<string, ControlCommand>;

/** The commands the running server takes from the machine's tools (channel.ts); one entry each. */
export const controlCommands: ControlCommands = {
  // `npm run backup`: the open embedded database, without the key (it is not in the database).
  backup: async () => ({ file: await dumpOpenEmbedded(), type: "application/gzip" }),
  // `npm run invite` while the site runs: the same request the tool would run itself, checked here.
  invite: async (input) => {
    const request = inviteRequestSchema.safeParse(input);
    if (!request.success) throw new Error(`not an invite request: ${request.error.issues.map((i) => i.message).join("; ")}`);
    return { json: await runInvite(await getDb(), request.data) };
  },
};
