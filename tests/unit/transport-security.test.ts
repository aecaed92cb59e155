import { afterEach, describe, expect, it, vi } from "vitest";
import { plaintextDatabase, plaintextMail } from "@/server/transport-security";
import { env } from "@/server/env";

afterEach(() => vi.unstubAllEnvs());

describe("connections to the database", () => {
  it("on another machine need TLS that checks the certificate and the name (sslmode=verify-full)", () => {
    expect(
      [
        "postgres://gateway@db.internal/gateway",
        "postgres://gateway@10.0.0.5/gateway?sslmode=require",
        "postgres://gateway@db.internal/gateway?sslmode=disable",
      ].map(plaintextDatabase),
    ).toEqual([expect.stringMatching(/verify-full/), expect.stringMatching(/verify-full/), expect.stringMatching(/verify-full/)]);
    expect(plaintextDatabase("postgres://gateway@db.internal/gateway?sslmode=verify-full&sslrootcert=/etc/ca.pem")).toBeNull();
  });
  it("on this machine (loopback or a Unix socket) need none", () => {
    expect(
      [
        "postgres://postgres@127.0.0.1:5432/x",
        "postgres://postgres@localhost/x",
        "postgres://postgres@[::1]/x",
        "postgres://gateway@localhost/x?host=/var/run/postgresql",
      ].map(plaintextDatabase),
    ).toEqual([null, null, null, null]);
  });
  it("cannot claim a socket while naming another machine: ?host= decides where it goes", () => {
    expect(plaintextDatabase("postgres://gateway@127.0.0.1/x?host=db.internal")).toMatch(/verify-full/);
  });
});

describe("connections to the mail server", () => {
  it("on another machine need smtps:// or STARTTLS required, and may not turn the certificate check off", () => {
    expect(plaintextMail("smtp://user:pw@smtp.example.com:587")).toMatch(/requireTLS/);
    expect(plaintextMail("smtps://user:pw@smtp.example.com:465")).toBeNull();
    expect(plaintextMail("smtp://user:pw@smtp.example.com:587?requireTLS=true")).toBeNull();
    expect(plaintextMail("smtps://smtp.example.com?tls.rejectUnauthorized=false")).toMatch(/rejectUnauthorized/);
    expect(plaintextMail("smtp://smtp.example.com?requireTLS=true&ignoreTLS=true")).toMatch(/ignoreTLS/);
  });
  it("on this machine (the local relay) need none", () => {
    expect(plaintextMail("smtp://127.0.0.1:25")).toBeNull();
  });
});

describe("a production start", () => {
  it("stops with one line naming each connection that would cross the network in the clear", () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("DATABASE_URL", "postgres://gateway:pw@db.internal/gateway");
    vi.stubEnv("SMTP_URL", "smtp://smtp.example.com:587");
    expect(() => env()).toThrow(/^Invalid setting: DATABASE_URL: .*verify-full.*; SMTP_URL: .*requireTLS.*\(see \.env\.example\)$/);
  });
});
