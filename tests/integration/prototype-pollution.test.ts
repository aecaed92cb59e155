// Names and keys a visitor chooses (a form's name in the address, the fields of a JSON body) are
// looked up only among the site's own, never through an object's prototype.
import { beforeAll, describe, expect, it } from "vitest";
import { useDatabase } from "../support/db";
import { contactSubmissions } from "@/server/db/schema";
import type { Db } from "@/server/db/client";
import { answerFormsApi } from "@/server/forms/api";

let ip = 0;
const post = (form: string, body: string) =>
  answerFormsApi(
    form,
    new Request(`http://127.0.0.1/api/forms/${encodeURIComponent(form)}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-gte-client-ip": `198.51.100.${++ip}` },
      body,
    }),
  );

describe("keys a visitor chooses", () => {
  let db: Db;
  beforeAll(async () => {
    db = await useDatabase();
  });

  it.each(["__proto__", "constructor", "prototype", "toString", "hasOwnProperty"])("a form named %s is unknown (404)", async (name) => {
    expect((await post(name, "{}")).status).toBe(404);
  });

  it("a body carrying __proto__ or constructor stores the lead's own fields and changes no object's prototype", async () => {
    const body =
      '{"name":"Dana Reyes","email":"dana@example.com","message":"A new website for our shop.","__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}}';
    expect((await post("contact", body)).status).toBe(201);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await db.select().from(contactSubmissions)).toMatchObject([{ name: "Dana Reyes", message: "A new website for our shop." }]);
  });
});
