import { describe, expect, it } from "vitest";
import type { APIContext } from "astro";
import { useDatabase } from "../support/db";
import { closeDb } from "@/server/db/client";
import { GET } from "@/pages/api/health";

/** The route reads nothing of its request but the render queue's state the production server hands it. */
const get = async (locals: Partial<App.Locals> = {}) => GET({ locals } as APIContext);
const renders = (rendering: number, waiting: number) => ({ rendering, waiting, maxRendering: 8, maxWaiting: 64, full: rendering >= 8 && waiting >= 64 });

describe("GET /api/health", () => {
  it("is ok when the database answers", async () => {
    await useDatabase();
    const res = await get();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", db: "ok" });
  });

  it("reports the render queue, and is 503 with Retry-After while the server turns visitors away", async () => {
    await useDatabase();
    const busy = await get({ renderLoad: () => renders(8, 64) });
    expect(busy.status).toBe(503);
    expect(Number(busy.headers.get("retry-after"))).toBeGreaterThan(0);
    const ok = await get({ renderLoad: () => renders(8, 3) });
    expect([ok.status, (await ok.json()).renders.waiting]).toEqual([200, 3]);
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
