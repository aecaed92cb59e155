#!/usr/bin/env node
// A catch-all SMTP server for the browser tests: the site's mail worker delivers to it, and it
// stores every message it accepts as one JSON file, so a test can read the e-mail a visitor would
// get (tests/e2e/support/mailbox.ts). It never relays anything anywhere.
//
//   SMTP_SINK_DIR=/tmp/gte-mail SMTP_SINK_PORT=2526 node tests/e2e/support/smtp-sink.mjs
//
// SMTP_SINK_DIR  where the JSON files go (created if missing; required)
// SMTP_SINK_PORT port to listen on, on 127.0.0.1 (default 2526)
// The server it serves then runs with SMTP_URL=smtp://127.0.0.1:<port> (Playwright passes
// E2E_SMTP_URL on as SMTP_URL) and the tests read E2E_SMTP_DIR=<the same directory>.
// It prints "smtp-sink listening on 127.0.0.1:<port>" once it accepts mail, and stops on SIGINT/SIGTERM.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";

const dir = process.env.SMTP_SINK_DIR;
const port = Number(process.env.SMTP_SINK_PORT || 2526);
if (!dir) {
  console.error("smtp-sink: set SMTP_SINK_DIR to the directory the messages are written to.");
  process.exit(2);
}
fs.mkdirSync(dir, { recursive: true });

/** Header name (lower case) → unfolded value; repeated headers keep the first. */
function parseHeaders(block) {
  const headers = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const i = line.indexOf(":");
    if (i <= 0) continue;
    const name = line.slice(0, i).trim().toLowerCase();
    if (!(name in headers)) headers[name] = decodeWords(line.slice(i + 1).trim());
  }
  return headers;
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=), as nodemailer writes non-ASCII headers. */
function decodeWords(value) {
  return value.replace(/\?=\s+=\?/g, "?==?").replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, charset, enc, text) => {
    const bytes = enc.toUpperCase() === "B" ? Buffer.from(text, "base64") : qpBytes(text.replace(/_/g, " "));
    return new TextDecoder(charset).decode(bytes);
  });
}

function qpBytes(text) {
  const out = [];
  const src = text.replace(/=\r?\n/g, "");
  for (let i = 0; i < src.length; i++) {
    if (src[i] === "=" && /^[0-9A-Fa-f]{2}$/.test(src.slice(i + 1, i + 3))) {
      out.push(parseInt(src.slice(i + 1, i + 3), 16));
      i += 2;
    } else out.push(...Buffer.from(src[i], "utf8"));
  }
  return Buffer.from(out);
}

function decodeBody(body, headers) {
  const enc = (headers["content-transfer-encoding"] || "7bit").toLowerCase();
  const charset = /charset="?([^";]+)"?/i.exec(headers["content-type"] || "")?.[1] || "utf-8";
  const bytes = enc === "base64" ? Buffer.from(body.replace(/\s+/g, ""), "base64") : enc === "quoted-printable" ? qpBytes(body) : Buffer.from(body, "utf8");
  return new TextDecoder(charset).decode(bytes);
}

/** The text/plain and text/html parts of a message, walking multipart bodies. */
function parts(raw) {
  const split = /\r?\n\r?\n/.exec(raw);
  const headers = parseHeaders(split ? raw.slice(0, split.index) : raw);
  const body = split ? raw.slice(split.index + split[0].length) : "";
  const type = (headers["content-type"] || "text/plain").toLowerCase();
  const boundary = /boundary="?([^";]+)"?/i.exec(headers["content-type"] || "")?.[1];
  if (type.startsWith("multipart/") && boundary) {
    const found = { text: null, html: null };
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith("--")) break;
      const p = parts(chunk.replace(/^\r?\n/, ""));
      found.text ??= p.text;
      found.html ??= p.html;
    }
    return { headers, ...found };
  }
  const decoded = decodeBody(body, headers);
  return { headers, text: type.startsWith("text/html") ? null : decoded, html: type.startsWith("text/html") ? decoded : null };
}

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  size: 10 * 1024 * 1024,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on("data", (c) => chunks.push(c));
    stream.on("error", callback);
    stream.on("end", () => {
      try {
        const raw = Buffer.concat(chunks).toString("utf8");
        const { headers, text, html } = parts(raw);
        const id = `${Date.now()}-${crypto.randomBytes(4).toString("hex")}`;
        const message = {
          id,
          receivedAt: new Date().toISOString(),
          envelope: {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          },
          from: headers.from ?? null,
          to: headers.to ?? null,
          replyTo: headers["reply-to"] ?? null,
          subject: headers.subject ?? null,
          headers,
          text,
          html,
          raw,
        };
        // Written under a temporary name and renamed, so a reader never sees half a file.
        const file = path.join(dir, `${id}.json`);
        fs.writeFileSync(`${file}.tmp`, JSON.stringify(message, null, 2));
        fs.renameSync(`${file}.tmp`, file);
        callback();
      } catch (err) {
        callback(err);
      }
    });
  },
});

server.on("error", (err) => {
  console.error(`smtp-sink: ${err.message}`);
  process.exit(1);
});
server.listen(port, "127.0.0.1", () => console.log(`smtp-sink listening on 127.0.0.1:${port}, writing to ${dir}`));
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => server.close(() => process.exit(0)));
