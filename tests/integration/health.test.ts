import { describe, expect, it } from "vitest";
import type { APIContext } from "astro";
import { useDatabase } from "../support/db";
import { closeDb } from "@/server/db/client";
import { GET } from "@/pages/api/health";

/** The route reads nothing of its request: a bare context is all it is given. */
const get = async () => GET({} as APIContext);

describe("GET /api/health", () => {
  it("is ok when the database answers", async () => {
    await useDatabase();
    const res = await get();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", db: "ok" });
  });

  it("is 503 with Retry-After when the database does not answer", async () => {
    await closeDb();
    process.env.DATABASE_URL = "postgres://postgres@127.0.0.1:1/unreachable";
    try {
      const res = await get();
      expect(res.status).toBe(503);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await res.json()).toMatchObject({ db: "unavailable" });
    } finally {
      await closeDb();
      delete process.env.DATABASE_URL;
    }
  });
});
