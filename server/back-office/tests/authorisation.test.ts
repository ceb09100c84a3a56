import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "../../../src/back-office/shared/roles.js";
import { type BackOfficeTestbed, startBackOfficeTestbed } from "../../testing/back-office-testbed.js";
import type { TestBrowser } from "../../testing/http-client.js";
import { appRouter } from "../../trpc/root.js";
import { downloadPaths } from "../download-routes.js";

const REFERENCE = "NOV-2026-00001";

/**
 * Every back-office procedure with the role it needs and a valid input. The first test compares this
 * table with the router: a procedure added under `admin.*` without a line here fails the suite.
 */
const procedures: Record<string, { role: Role; input?: unknown }> = {
  "admin.inbox": { role: "staff", input: {} },
  "admin.request": { role: "staff", input: { reference: REFERENCE } },
  "admin.team": { role: "staff" },
  "admin.newCount": { role: "staff" },
  "admin.setStatus": { role: "staff", input: { reference: REFERENCE, status: "done" } },
  "admin.assign": { role: "staff", input: { reference: REFERENCE, ownerId: null } },
  "admin.addNote": { role: "staff", input: { reference: REFERENCE, text: "Rappeler lundi" } },
  "admin.reply": { role: "staff", input: { reference: REFERENCE, text: "Bonjour" } },
  "admin.calendar": { role: "staff" },
  "admin.cancelCall": { role: "staff", input: { reference: REFERENCE } },
  "admin.quotes": { role: "staff", input: {} },
  "admin.users": { role: "admin", input: {} },
  "admin.disable": { role: "admin", input: { email: "nobody@example.fr" } },
  "admin.enable": { role: "admin", input: { email: "nobody@example.fr" } },
  "admin.searchMisses": { role: "staff" },
  "admin.sendPasswordReset": { role: "admin", input: { email: "nobody@example.fr" } },
  "admin.auditLog": { role: "admin", input: {} },
  "admin.setRole": { role: "admin", input: { email: "nobody@example.fr", role: "staff" } },
};

/** Every back-office download (mounted at /api/admin), with an address to try it at; all are staff-only. */
const downloads: Record<(typeof downloadPaths)[number], string> = {
  "/export.csv": "/api/admin/export.csv",
  "/export.xlsx": "/api/admin/export.xlsx",
  "/requests/:reference/cv": `/api/admin/requests/${REFERENCE}/cv`,
  "/quotes/:reference/pdf": "/api/admin/quotes/DEV-2026-0001/pdf",
};

/** The router's procedures, flattened to their paths ("admin.inbox") by tRPC itself. */
const allProcedures = appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>;
const backOfficeProcedures = () =>
  Object.entries(allProcedures)
    .filter(([path]) => path.startsWith("admin."))
    .map(([path, procedure]) => ({ path, type: procedure._def.type }));

describe("back-office authorisation", () => {
  let bed: BackOfficeTestbed;
  const as: Partial<Record<Role | "visitor", TestBrowser>> = {};

  const call = (browser: TestBrowser, path: string, input: unknown) => {
    const type = backOfficeProcedures().find((each) => each.path === path)?.type;
    return type === "mutation" ? browser.mutation(path, input) : browser.query(path, input);
  };

  beforeAll(async () => {
    bed = await startBackOfficeTestbed();
    as.visitor = bed.browser();
    as.user = await bed.register("user@example.fr");
    as.staff = await bed.member("staff@example.fr", "staff");
    as.admin = await bed.member("admin@example.fr", "admin");
  });
  afterAll(() => bed.close());

  it("has a rule for every procedure under admin.*, and no rule for a procedure that does not exist", () => {
    expect(
      backOfficeProcedures()
        .map((each) => each.path)
        .sort(),
    ).toEqual(Object.keys(procedures).sort());
  });

  it("has a rule for every download", () => {
    expect(Object.keys(downloads).sort()).toEqual([...downloadPaths].sort());
  });

  it.each(Object.entries(downloads))(
    "download %s: 401 to a visitor, 403 to a user, allowed to staff",
    async (_, url) => {
      expect((await (as.visitor as TestBrowser).request(url)).status).toBe(401);
      expect((await (as.user as TestBrowser).request(url)).status).toBe(403);
      expect([200, 400]).toContain((await (as.staff as TestBrowser).request(url)).status);
    },
  );

  it.each(Object.entries(procedures))(
    "%s: 401 to a visitor, 403 below its role, allowed from it",
    async (path, rule) => {
      const visitor = await call(as.visitor as TestBrowser, path, rule.input);
      expect([visitor.status, visitor.error?.data.code]).toEqual([401, "UNAUTHORIZED"]);
      const below: Role[] = rule.role === "admin" ? ["user", "staff"] : ["user"];
      for (const role of below) {
        const refused = await call(as[role] as TestBrowser, path, rule.input);
        expect([role, refused.status, refused.error?.data.code]).toEqual([role, 403, "FORBIDDEN"]);
      }
      const allowed = await call(as[rule.role] as TestBrowser, path, rule.input);
      expect(allowed.status, allowed.error?.message).not.toBe(401);
      expect(allowed.status, allowed.error?.message).not.toBe(403);
      expect(allowed.status).toBeLessThan(500);
    },
  );
});
