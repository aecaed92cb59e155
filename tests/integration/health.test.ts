import { afterAll, describe, expect, it, vi } from "vitest";
import { backends, releaseDatabase, useDatabase } from "../support/db";

vi.mock("next/server", () => ({ connection: async () => {} }));

describe("GET /api/health", () => {
  afterAll(releaseDatabase);

  it.each(backends)("is ok when the %s database answers", async (backend) => {
    await useDatabase(backend);
    const { GET } = await import("@/app/api/health/route");
    const res = await GET();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", db: "ok" });
  });

  it("is 503 with Retry-After when the database does not answer", async () => {
    const { closeDb } = await import("@/server/db/client");
    const { resetEnvCache } = await import("@/server/env");
    await closeDb();
    process.env.DATABASE_URL = "postgres://postgres@127.0.0.1:1/unreachable";
    resetEnvCache();
    const { GET } = await import("@/app/api/health/route");
    const res = await GET();
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("5");
    expect(await res.json()).toMatchObject({ db: "unavailable" });
    delete process.env.DATABASE_URL;
    resetEnvCache();
  });
});
