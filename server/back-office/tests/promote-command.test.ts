import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BackOfficeTestbed, startBackOfficeTestbed } from "../../testing/back-office-testbed.js";

const run = promisify(execFile);

describe("npm run admin -- promote <email> <role>", () => {
  let bed: BackOfficeTestbed;
  const promote = (...args: string[]) => {
    const target = bed.server.config.database;
    const env = {
      PATH: process.env.PATH,
      ...(target.engine === "sqlite" ? { DATABASE_PATH: target.path } : { DATABASE_URL: target.url }),
    };
    return run("node", ["scripts/server-command.mjs", "admin", ...args], { env }).then(
      ({ stdout }) => ({ code: 0, out: stdout }),
      (error: { code: number; stderr: string }) => ({ code: error.code, out: error.stderr }),
    );
  };

  beforeAll(async () => {
    bed = await startBackOfficeTestbed();
  });
  afterAll(() => bed.close());

  it("makes an admin who can then use the back-office, and records it in the audit log", {
    timeout: 60_000,
  }, async () => {
    const browser = await bed.register("first.admin@example.fr");
    expect((await browser.query("admin.inbox", {})).status).toBe(403);

    expect(await promote("promote", "First.Admin@example.fr", "admin")).toEqual({
      code: 0,
      out: "first.admin@example.fr : user → admin\n",
    });
    expect((await browser.query("admin.inbox", {})).status).toBe(200);
    const log = await browser.query<{ items: { actorEmail: string; action: string; target: string }[] }>(
      "admin.auditLog",
      {},
    );
    expect(log.data?.items[0]).toMatchObject({
      actorEmail: "cli",
      action: "user.role",
      target: "first.admin@example.fr",
    });
  });

  it("refuses an unknown role or account with a message and a non-zero exit", { timeout: 60_000 }, async () => {
    expect(await promote("promote", "first.admin@example.fr", "boss")).toMatchObject({
      code: 2,
      out: expect.stringContaining("Rôle inconnu « boss »"),
    });
    expect(await promote("promote", "ghost@example.fr", "staff")).toEqual({
      code: 1,
      out: "Aucun compte ne correspond.\n",
    });
  });
});
