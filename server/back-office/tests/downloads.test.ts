import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toParisIso } from "../../../src/shared/paris-time.js";
import { type BackOfficeTestbed, startBackOfficeTestbed } from "../../testing/back-office-testbed.js";
import type { TestBrowser } from "../../testing/http-client.js";
import { sampleOfficeZip, samplePdf } from "../../testing/sample-files.js";

describe("back-office downloads: CSV and XLSX exports, CVs", () => {
  let bed: BackOfficeTestbed;
  let staff: TestBrowser;

  beforeAll(async () => {
    bed = await startBackOfficeTestbed();
    staff = await bed.member("sam@example.fr", "staff");
  });
  afterAll(() => bed.close());

  it("exports the filtered inbox as UTF-8 with a BOM, every field quoted, ISO times and phones as text", async () => {
    const reference = await bed.submitQuote({
      firstName: "Élodie",
      company: "=cmd|' /C calc'!A0",
      email: "elodie@example.fr",
      phone: "0612345678",
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
    const text = bytes.subarray(3).toString("utf8");
    expect(text.startsWith('"Référence";"Type";"Statut";"Reçue le";"Prénom"')).toBe(true);
    const [header, row, ...rest] = parse(text, { delimiter: ";" }) as string[][];
    expect(rest).toEqual([]);
    const cell = (name: string) => row?.[header?.indexOf(name) ?? -1];
    expect([cell("Référence"), cell("Type"), cell("Statut"), cell("Prénom")]).toEqual([
      reference,
      "Demande de devis",
      "Reçue",
      "Élodie",
    ]);
    expect(cell("Société")).toBe("'=cmd|' /C calc'!A0");
    expect(cell("Reçue le")).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0[12]:00$/);
    // An invisible word joiner, not an apostrophe, keeps the 0 (csv.ts).
    expect(cell("Téléphone")).toBe("\u20600612345678");

    const audit = await bed.server.database.db
      .selectFrom("auditLog")
      .selectAll()
      .where("action", "=", "request.export")
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({
        actorEmail: "sam@example.fr",
        target: "demandes.csv",
        detail: '{"type":"quote","search":"elodie@"}',
      }),
    ]);
  });

  it("gives no formula to a CSV reader, whichever separator it splits on", async () => {
    await bed.submitQuote({
      email: "formulas@example.fr",
      subject: "@SUM(A1:A9)",
      message: "Bonjour,=1+2,fin;-3+4\n+5\t=6",
      phone: "+33 6 12 34 56 78",
    });
    const response = await staff.request("/api/admin/export.csv?search=formulas%40");
    const text = Buffer.from(await response.arrayBuffer()).toString("utf8");
    // ";" as written (strict RFC 4180), and "," as an English-locale spreadsheet or a re-saved file
    // reads it: a tolerant reader then ignores the quotes and splits inside the text.
    const bySemicolon = parse(text, { bom: true, delimiter: ";" }) as string[][];
    const byComma = parse(text, { bom: true, delimiter: ",", relax_quotes: true, relax_column_count: true });
    for (const cells of [...bySemicolon, ...(byComma as string[][])].flat()) {
      expect(cells).not.toMatch(/^[=+\-@]/);
    }
    expect(bySemicolon[1]).toContain("Bonjour,'=1+2,fin;'-3+4\n'+5\t'=6");
    expect((byComma as string[][]).flat()).toContain("'=1+2");
  });

  it("exports the same rows as an XLSX workbook with typed cells: dates as dates, phones as text", async () => {
    const reference = await bed.submitQuote({
      email: "typed@example.fr",
      phone: "0612345678",
      message: "=1+2",
    });
    const response = await staff.request("/api/admin/export.xlsx?search=typed%40");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="demandes-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.getWorksheet("Demandes");
    if (!sheet) throw new Error("no Demandes sheet");
    const header = sheet.getRow(1).values as unknown[];
    const cell = (name: string) => sheet.getRow(2).getCell(header.indexOf(name));
    expect(sheet.rowCount).toBe(2);
    expect(cell("Référence").value).toBe(reference);
    const received = cell("Reçue le");
    expect(received.value).toBeInstanceOf(Date);
    expect(received.numFmt).toBe("dd/mm/yyyy hh:mm");
    // The Paris wall time of the row's creation, as the spreadsheet shows it.
    const stored = await bed.server.database.db
      .selectFrom("visitorRequest")
      .select("createdAt")
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    const paris = toParisIso(Number(stored.createdAt)).slice(0, 19);
    expect((received.value as Date).toISOString().slice(0, 19)).toBe(paris);
    expect(cell("Téléphone").value).toBe("0612345678");
    expect(cell("Téléphone").type).toBe(ExcelJS.ValueType.String);
    expect(cell("Message").type).toBe(ExcelJS.ValueType.String);
  });

  /** An application sent through the public form's API; returns its reference. */
  async function apply(email: string, cv: { bytes: Buffer; name: string }, lastName = "Moreau"): Promise<string> {
    const form = new FormData();
    const fields = { jobId: "web-designer", firstName: "Inès", lastName, email, consent: "on" };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append("cv", new Blob([new Uint8Array(cv.bytes)], { type: "text/html" }), cv.name);
    const applied = await fetch(`${bed.server.url}/api/applications`, { method: "POST", body: form });
    return ((await applied.json()) as { reference: string }).reference;
  }

  it("serves a PDF CV inline, framable by our pages only, never sniffed, and refuses a request without one", async () => {
    const pdf = samplePdf("CV de Inès");
    const reference = await apply("ines@example.fr", { bytes: pdf, name: "CV Inès.pdf" });

    const response = await staff.request(`/api/admin/requests/${reference}/cv`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    // Inline, for the detail page's preview frame (docs/0057); the link's `download` attribute still saves it.
    expect(response.headers.get("content-disposition")).toBe(
      `inline; filename="CV Ines.pdf"; filename*=UTF-8''CV%20In%C3%A8s.pdf`,
    );
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'self'");
    expect(response.headers.get("x-frame-options")).toBeNull();
    expect(Buffer.from(await response.arrayBuffer()).equals(pdf)).toBe(true);
    // The other answers keep refusing every frame.
    const page = await staff.request("/admin");
    expect(page.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");

    const quote = await bed.submitQuote({ email: "nocv@example.fr" });
    const none = await staff.request(`/api/admin/requests/${quote}/cv`);
    expect([none.status, ((await none.json()) as { message: string }).message]).toEqual([
      400,
      "Cette demande n'a pas de CV.",
    ]);
    const bad = await staff.request("/api/admin/requests/pas-une-reference/cv");
    expect(bad.status).toBe(400);
  });

  it("downloads a Word CV as an attachment that no page may frame", async () => {
    const reference = await apply("ines.docx@example.fr", { bytes: sampleOfficeZip("docx"), name: "CV Inès.docx" });
    const response = await staff.request(`/api/admin/requests/${reference}/cv`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="CV Ines\.docx"/);
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });

  it("names the job and the help category by their titles, each in a column of its own, in both exports", async () => {
    const application = await apply("columns.job@example.fr", { bytes: samplePdf(), name: "cv.pdf" }, "Colonnes");
    const support = await bed.submitQuote({
      type: "support",
      lastName: "Colonnes",
      email: "columns.help@example.fr",
      category: "compte-securite",
      company: undefined,
    });

    const csv = await staff.request("/api/admin/export.csv?search=colonnes");
    const [header, ...rows] = parse(Buffer.from(await csv.arrayBuffer()).toString("utf8"), {
      bom: true,
      delimiter: ";",
    }) as string[][];
    const csvCellOf = (reference: string, name: string) =>
      rows.find((row) => row[0] === reference)?.[header?.indexOf(name) ?? -1];
    expect(header).toEqual(expect.arrayContaining(["Catégorie", "Offre", "Expertise", "Poste", "Rendez-vous"]));
    expect(csvCellOf(application, "Poste")).toBe("Designer web");
    expect(csvCellOf(application, "Type")).toBe("Candidature");
    expect(csvCellOf(support, "Catégorie")).toBe("Compte & sécurité");
    expect(csvCellOf(support, "Poste")).toBe("");

    const xlsx = await staff.request("/api/admin/export.xlsx?search=colonnes");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    const sheet = workbook.getWorksheet("Demandes");
    if (!sheet) throw new Error("no Demandes sheet");
    const names = sheet.getRow(1).values as unknown[];
    const rowOf = (reference: string) =>
      [2, 3].map((number) => sheet.getRow(number)).find((row) => row.getCell(1).value === reference);
    const job = rowOf(application)?.getCell(names.indexOf("Poste"));
    expect([job?.value, job?.type]).toEqual(["Designer web", ExcelJS.ValueType.String]);
    expect(rowOf(support)?.getCell(names.indexOf("Catégorie")).value).toBe("Compte & sécurité");
    // An empty field is an empty cell, not an empty string or a zero.
    expect(rowOf(support)?.getCell(names.indexOf("Poste")).type).toBe(ExcelJS.ValueType.Null);
  });
});
