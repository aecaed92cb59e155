import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { SERVER_NODE_FLAGS } from "../../scripts/server-flags.mjs";

const flags = SERVER_NODE_FLAGS.join(" ");

describe("the production server's Node.js options (scripts/server-flags.mjs)", () => {
  it("are the same wherever the server is started: npm run serve and the systemd unit (npm start imports them)", () => {
    const serve = JSON.parse(fs.readFileSync("package.json", "utf8")).scripts.serve as string;
    const unit = /^ExecStart=(.*)$/m.exec(fs.readFileSync("deploy/gateway-tech.service", "utf8"))![1];
    expect([serve, unit]).toEqual([`node ${flags} server.mjs`, `/srv/gateway-tech/node_modules/.bin/node ${flags} server.mjs`]);
  });
});
