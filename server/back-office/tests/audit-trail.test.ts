import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BackOfficeTestbed, startBackOfficeTestbed } from "../../testing/back-office-testbed.js";

describe("denied (403) attempts and views of a request's detail are not in the audit log", () => {
  let bed: BackOfficeTestbed;
  const entries = (action: string) =>
    bed.server.database.db
      .selectFrom("auditLog")
      .select(["actorEmail", "action", "target", "detail", "ip"])
      .where("action", "=", action)
      .orderBy("id")
      .execute();

  beforeAll(async () => {
    bed = await startBackOfficeTestbed();
  });
  afterAll(() => bed.close());

  it("records who read a request's detail", async () => {
    const reference = await bed.submitQuote();
    const staff = await bed.member("reader@example.fr", "staff");
    const read = await staff.query("admin.request", { reference });
    expect(read.status).toBe(200);
    expect(await entries("request.view")).toEqual([
      { actorEmail: "reader@example.fr", action: "request.view", target: reference, detail: null, ip: "127.0.0.1" },
    ]);
  });

  it("records a signed-in account refused by a role check, on tRPC and on the downloads", async () => {
    const reference = await bed.submitQuote();
    const client = await bed.register("prober@example.fr");
    expect((await client.query("admin.request", { reference })).status).toBe(403);
    const staff = await bed.member("ambitious@example.fr", "staff");
    expect((await staff.query("admin.auditLog", {})).status).toBe(403);
    expect((await client.request(`/api/admin/requests/${reference}/cv`)).status).toBe(403);
    expect(await entries("access.denied")).toEqual([
      expect.objectContaining({
        actorEmail: "prober@example.fr",
        target: "admin.request",
        detail: "rôle requis : staff",
      }),
      expect.objectContaining({
        actorEmail: "ambitious@example.fr",
        target: "admin.auditLog",
        detail: "rôle requis : admin",
      }),
      expect.objectContaining({
        actorEmail: "prober@example.fr",
        target: `GET /api/admin/requests/${reference}/cv`,
        detail: "rôle requis : staff",
      }),
    ]);
    // A denied look is not a view.
    expect((await entries("request.view")).map((entry) => entry.actorEmail)).not.toContain("prober@example.fr");
  });
});
