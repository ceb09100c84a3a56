/**
 * CSV as French Excel opens it (docs/0021-back-office.md): UTF-8 with a byte-order mark (without it
 * Excel reads UTF-8 as Windows-1252 and mangles accents), ";" between cells (the list separator of a
 * French locale), CRLF between lines, and no formula: a cell that starts with =, +, -, @ (or a tab or
 * carriage return, which Excel skips before one) is prefixed with an apostrophe, so it is read as text.
 */
export const CSV_BOM = "\uFEFF";

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  const text = String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvLine(cells: Array<string | number | null | undefined>): string {
  return `${cells.map(csvCell).join(";")}\r\n`;
}
