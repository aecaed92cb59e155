import { afterEach, describe, expect, it } from "vitest";
import { relyingParty } from "@/server/gate/passkey/relying-party";
import { passkeyAnswerSchema } from "@/lib/schemas/passkey";

const siteUrl = process.env.SITE_URL;
afterEach(() => {
  process.env.SITE_URL = siteUrl;
});

describe("passkeys' relying party", () => {
  it("takes its RP ID from SITE_URL's host name and accepts only SITE_URL's origin", () => {
    process.env.SITE_URL = "https://www.gatewaytech.example/";
    expect(relyingParty()).toMatchObject({ id: "www.gatewaytech.example", origin: "https://www.gatewaytech.example" });
  });

  it("keeps the port in the origin, not in the RP ID", () => {
    process.env.SITE_URL = "http://localhost:3330";
    expect([relyingParty().id, relyingParty().origin]).toEqual(["localhost", "http://localhost:3330"]);
  });
});

describe("a passkey answer's shape", () => {
  it("refuses anything but a public-key credential with base64url fields", () => {
    const answer = { id: "AQID", rawId: "AQID", type: "public-key", response: { clientDataJSON: "e30" } };
    expect([
      passkeyAnswerSchema.safeParse(answer).success,
      passkeyAnswerSchema.safeParse({ ...answer, type: "password" }).success,
      passkeyAnswerSchema.safeParse({ ...answer, id: "<script>" }).success,
    ]).toEqual([true, false, false]);
  });
});
