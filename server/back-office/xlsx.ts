import type { Writable } from "node:stream";
import ExcelJS from "exceljs";
import { parisParts } from "../../src/shared/paris-time.js";
import type { ExportColumn, ExportRow } from "./export-columns.js";

export const XLSX_MEDIA_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * A spreadsheet date holds a wall time without a zone: the Paris one, as the team reads it. ExcelJS
 * writes a Date's UTC fields, so the Paris wall time is given as those.
 */
function parisWallDate(instant: number): Date {
  const p = parisParts(instant);
  return new Date(Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second));
}

function cellValue(column: ExportColumn, row: ExportRow): string | Date | null {
  if (column.kind !== "instant") return column.value(row);
  const instant = column.value(row);
  return instant === null ? null : parisWallDate(instant);
}

/**
 * The XLSX export (ExcelJS's streaming writer, so rows go out as they come): typed cells, which a CSV
 * cannot have. Dates are date cells, phones text cells in a text-formatted column (a leading 0 or "+"
 * stays, an edit keeps it text), and a text is never a formula: XLSX stores formulas apart from strings.
 */
export function xlsxWriter(output: Writable, columns: ExportColumn[]) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet("Demandes", { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    header: column.header,
    width: column.width,
    style: { numFmt: column.kind === "instant" ? "dd/mm/yyyy hh:mm" : "@" },
  }));
  sheet.getRow(1).font = { bold: true };
  return {
    add(rows: ExportRow[]) {
      for (const row of rows) sheet.addRow(columns.map((column) => cellValue(column, row))).commit();
    },
    async finish() {
      sheet.commit();
      await workbook.commit();
    },
  };
}
