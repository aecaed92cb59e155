import { describe, expect, it, vi } from "vitest";
import { useDatabase } from "../support/db";
import { closeDb } from "@/server/db/client";
import { GET } from "@app/api/health/route";

vi.mock("next/server", () => ({ connection: async () => {} }));

describe("GET /api/health", () => {
  it("is ok when the database answers", async () => {
    await useDatabase();
    const res = await GET();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", db: "ok" });
  });

  it("is 503 with Retry-After when the database does not answer", async () => {
    await closeDb();
    process.env.DATABASE_URL = "postgres://postgres@127.0.0.1:1/unreachable";
    try {
      const res = await GET();
      expect(res.status).toBe(503);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await res.json()).toMatchObject({ db: "unavailable" });
    } finally {
      await closeDb();
      delete process.env.DATABASE_URL;
    }
  });
});
