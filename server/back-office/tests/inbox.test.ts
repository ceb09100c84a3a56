import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InboxItem } from "../../back-office/inbox.js";
import type { RequestDetail } from "../../back-office/request-detail.js";
import { type BackOfficeTestbed, startBackOfficeTestbed } from "../../testing/back-office-testbed.js";
import type { TestBrowser } from "../../testing/http-client.js";

type Page = { items: InboxItem[]; nextCursor: string | null };

describe("back-office inbox and request desk", () => {
  let bed: BackOfficeTestbed;
  let staff: TestBrowser;
  let staffId: string;
  const references: string[] = [];
  const inbox = async (input: Record<string, unknown>) => (await staff.query<Page>("admin.inbox", input)).data as Page;

  beforeAll(async () => {
    bed = await startBackOfficeTestbed();
    staff = await bed.member("sam.staff@example.fr", "staff");
    staffId = await bed.userId("sam.staff@example.fr");
    references.push(await bed.submitQuote());
    references.push(
      await bed.submitQuote({
        type: "contact",
        firstName: "Jean",
        lastName: "Dupont",
        email: "J.Dupont@Acme.fr",
        company: "Acme 100%",
      }),
    );
    references.push(await bed.submitQuote({ firstName: "Zoé", lastName: "Petit", email: "zoe@petit.fr", company: "" }));
  });
  afterAll(() => bed.close());

  it("lists every request newest first, a page at a time, and filters by type", async () => {
    const first = await inbox({ limit: 2 });
    expect(first.items.map((item) => item.reference)).toEqual([references[2], references[1]]);
    const second = await inbox({ limit: 2, cursor: first.nextCursor });
    expect(second).toMatchObject({ nextCursor: null, items: [{ reference: references[0], firstName: "Léa" }] });
    expect((await inbox({ type: "contact" })).items.map((item) => item.reference)).toEqual([references[1]]);
    expect((await inbox({ type: "", status: "new" })).items).toHaveLength(3);
  });

  it("finds a request by reference, by the beginning of an address in any case, by name or company", async () => {
    const found = async (search: string) => (await inbox({ search })).items.map((item) => item.reference);
    expect(await found(references[0]?.toLowerCase() as string)).toEqual([references[0]]);
    expect(await found("j.dupont@")).toEqual([references[1]]);
    expect(await found("J.DUPONT@ACME.FR")).toEqual([references[1]]);
    expect(await found("ZOÉ pe")).toEqual([references[2]]);
    expect(await found("100%")).toEqual([references[1]]);
    // A LIKE wildcard typed in the box is a character, not "anything".
    expect(await found("_")).toEqual([]);
  });

  it("assigns, changes status and notes, with each step in the history and the audit log", async () => {
    const reference = references[0] as string;
    const origin = { origin: bed.server.url };
    expect((await staff.mutation("admin.assign", { reference, ownerId: staffId }, origin)).status).toBe(200);
    expect((await staff.mutation("admin.setStatus", { reference, status: "in_progress" }, origin)).status).toBe(200);
    expect((await staff.mutation("admin.addNote", { reference, text: "Rappeler\nlundi" }, origin)).status).toBe(200);

    const detail = (await staff.query<RequestDetail>("admin.request", { reference })).data as RequestDetail;
    expect(detail).toMatchObject({
      status: "in_progress",
      company: "Boulangerie Martin",
      message: "Bonjour, un devis svp.",
      owner: { id: staffId, name: "Ana Durand" },
    });
    expect(detail.events.map(({ kind, actorName, body }) => ({ kind, actorName, body }))).toEqual([
      { kind: "owner", actorName: "Ana Durand", body: "Ana Durand" },
      { kind: "status", actorName: "Ana Durand", body: "En cours de traitement" },
      { kind: "note", actorName: "Ana Durand", body: "Rappeler\nlundi" },
    ]);
    expect((await inbox({ owner: "me" })).items.map((item) => item.reference)).toEqual([reference]);
    expect((await inbox({ owner: "none" })).items).toHaveLength(2);

    const audit = await bed.server.database.db
      .selectFrom("auditLog")
      .select(["actorEmail", "action", "target", "ip"])
      .orderBy("id")
      .execute();
    expect(audit).toEqual(
      // Opening the detail is in the trail too (docs/0040-security-at-the-seams.md).
      ["request.owner", "request.status", "request.note", "request.view"].map((action) => ({
        actorEmail: "sam.staff@example.fr",
        action,
        target: reference,
        ip: expect.stringMatching(/127\.0\.0\.1/),
      })),
    );
  });

  it("refuses an owner outside the team and an unknown reference with a French 400", async () => {
    await bed.register("plain@example.fr");
    const userId = await bed.userId("plain@example.fr");
    const refused = await staff.mutation("admin.assign", { reference: references[1], ownerId: userId });
    expect([refused.status, refused.error?.message]).toEqual([400, "Le responsable doit être un membre de l'équipe."]);
    const missing = await staff.query("admin.request", { reference: "NOV-1999-00001" });
    expect([missing.status, missing.error?.message]).toEqual([400, "Cette demande n'existe pas (ou plus)."]);
  });

  it("answers every /admin path, ids included, with the page rendered now, not indexed and not stored", async () => {
    for (const path of ["/admin", "/admin/demandes/NOV-2026-99999", "/admin/nimporte/quoi?x=1"]) {
      const response = await fetch(`${bed.server.url}${path}`);
      expect([path, response.status]).toEqual([path, 200]);
      expect(await response.text()).toContain("rendered");
      expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
    expect((await fetch(`${bed.server.url}/administration`)).status).toBe(404);
  });
});
