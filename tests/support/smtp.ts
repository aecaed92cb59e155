import net from "node:net";
import { SMTPServer } from "smtp-server";

export type Received = { from: string; to: string[]; raw: string };

/** A real SMTP server in the test process (no TLS, no auth), recording every message it accepts. */
export async function startSmtp(port = 0, options: { delayMs?: number } = {}) {
  // Each message is recorded as soon as its data has arrived; the answer then waits `delayMs`.
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        setTimeout(() => callback(), options.delayMs ?? 0);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = (server.server.address() as net.AddressInfo).port;
  return { received, port: address, url: `smtp://127.0.0.1:${address}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

export async function freePort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, "127.0.0.1", () => r()));
  const port = (s.address() as net.AddressInfo).port;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

/** Message body as text: quoted-printable soft breaks joined and =XX decoded. */
export function bodyOf(raw: string): string {
  const body = raw.slice(raw.indexOf("\r\n\r\n") + 4);
  return body
    .replace(/=\r\n/g, "")
    .replace(/(=[0-9A-F]{2})+/g, (m) => Buffer.from(m.replace(/=/g, ""), "hex").toString("utf8"))
    .replace(/\r\n/g, "\n");
}
