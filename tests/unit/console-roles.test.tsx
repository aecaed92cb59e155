import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Codes } from "@/components/admin/views/Codes";
import { Sessions } from "@/components/admin/views/Sessions";
import type { InvitationCodeListItem } from "@/server/gate/codes";

const roles = (html: string) => [...html.matchAll(/data-label="Role"[^>]*>([^<]*)</g)].map((m) => m[1]);

describe("the console's codes and sessions", () => {
  it("name each code's role in words", () => {
    const code = {
      codeDisplay: "GTE-XXXX",
      label: null,
      email: null,
      useCount: 0,
      maxUses: 1,
      lastUsedAt: null,
      expiresAt: null,
      createdAt: new Date(),
      status: "active",
    };
    const codes = [
      { ...code, id: 1, role: "admin" },
      { ...code, id: 2, role: "client" },
    ] as unknown as InvitationCodeListItem[];
    expect(roles(renderToStaticMarkup(<Codes codes={codes} currentCodeId={null} notice="" forms={{ create: "", revoke: "" }} />))).toEqual([
      "Administrator",
      "Client",
    ]);
  });

  it("name each session's role in words", () => {
    const at = new Date("2026-11-27T14:14:00Z");
    const session = { email: "", codeLabel: null, codeId: null, verifiedAt: at, lastActivity: at, expiresAt: at, ip: null };
    const html = renderToStaticMarkup(
      <Sessions
        sessions={[
          { ...session, id: 1, role: "admin", email: "owner@gatewaytech.example" },
          { ...session, id: 2, role: "client", email: "dana@example.com" },
        ]}
        current={{ sessionId: 1, email: "owner@gatewaytech.example" }}
        notice=""
        actions={{ revoke: "", endOthers: "" }}
      />,
    );
    expect(roles(html)).toEqual(["Administrator", "Client"]);
  });
});
