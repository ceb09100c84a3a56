import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestBrowser } from "../../testing/http-client.js";
import { samplePdf } from "../../testing/sample-files.js";
import { type BackOfficeTestbed, startBackOfficeTestbed } from "./back-office-testbed.js";

describe("back-office downloads: CSV export and CVs", () => {
  let bed: BackOfficeTestbed;
  let staff: TestBrowser;

  beforeAll(async () => {
    bed = await startBackOfficeTestbed();
    staff = await bed.member("sam@example.fr", "staff");
  });
  afterAll(() => bed.close());

  it("exports the filtered inbox as UTF-8 with a BOM, French accents intact and formulas neutralised", async () => {
    const reference = await bed.submitQuote({
      firstName: "Élodie",
      company: "=cmd|' /C calc'!A0",
      email: "elodie@example.fr",
    });
    await bed.submitQuote({ type: "contact", email: "other@example.fr" });

    const response = await staff.request("/api/admin/export.csv?type=quote&search=elodie%40");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="demandes-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString("utf8").split("\r\n");
    expect(lines[0]).toBe(
      "Référence;Type;Statut;Reçue le;Prénom;Nom;E-mail;Téléphone;Société;Objet;Message;Page d'origine;Responsable",
    );
    expect(lines).toHaveLength(3); // header, one row, the final line break
    const cells = (lines[1] as string).split(";");
    expect(cells.slice(0, 3)).toEqual([reference, "Demande de devis", "Reçue"]);
    expect(cells[4]).toBe("Élodie");
    expect(cells[8]).toBe("'=cmd|' /C calc'!A0");

    const audit = await bed.server.database.db
      .selectFrom("auditLog")
      .selectAll()
      .where("action", "=", "request.export")
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({ actorEmail: "sam@example.fr", detail: '{"type":"quote","search":"elodie@"}' }),
    ]);
  });

  it("serves a CV as an attachment of its stored type, never sniffed, and refuses a request without one", async () => {
    const pdf = samplePdf("CV de Inès");
    const form = new FormData();
    const fields = {
      jobId: "web-designer",
      firstName: "Inès",
      lastName: "Moreau",
      email: "ines@example.fr",
      consent: "on",
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append("cv", new Blob([new Uint8Array(pdf)], { type: "text/html" }), "CV Inès.pdf");
    const applied = await fetch(`${bed.server.url}/api/applications`, { method: "POST", body: form });
    const { reference } = (await applied.json()) as { reference: string };

    const response = await staff.request(`/api/admin/requests/${reference}/cv`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="CV Ines.pdf"; filename*=UTF-8''CV%20In%C3%A8s.pdf`,
    );
    expect(Buffer.from(await response.arrayBuffer()).equals(pdf)).toBe(true);

    const quote = await bed.submitQuote({ email: "nocv@example.fr" });
    const none = await staff.request(`/api/admin/requests/${quote}/cv`);
    expect([none.status, ((await none.json()) as { message: string }).message]).toEqual([
      400,
      "Cette demande n'a pas de CV.",
    ]);
    const bad = await staff.request("/api/admin/requests/pas-une-reference/cv");
    expect(bad.status).toBe(400);
  });
});
