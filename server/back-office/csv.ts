/**
 * CSV as French Excel opens it (docs/0021-back-office.md): UTF-8 with a byte-order mark (without it
 * Excel reads UTF-8 as Windows-1252 and mangles accents), ";" between cells (the list separator of a
 * French locale), CRLF between lines, every field between double quotes, and no formula.
 *
 * Quoting keeps a "," or ";" of the text inside its cell for every reader that honours quotes, but a
 * tolerant reader opened with another separator (Python's csv, csv-parse with relax_quotes) drops the
 * quoting and splits the text there. So a formula character is neutralised at the start of the cell
 * AND after every character some reader may split on (",", ";", tab, line break): each such piece of
 * text is prefixed with an apostrophe (OWASP's CSV-injection advice), whatever the separator chosen.
 * "Bonjour,=1+2,fin" is written "Bonjour,'=1+2,fin".
 *
 * What the spreadsheets do with a CSV (LibreOffice Calc 7.4 checked, Excel as documented): an apostrophe
 * stays visible (it only means "text" when typed); a field of digits becomes a number even when quoted
 * (0612345678 → 612345678); LibreOffice evaluates only "=" cells, Excel also "+", "-" and "@"; an ISO
 * 8601 time with an offset stays text, which sorts in time order. The typed export is the XLSX one.
 */
export const CSV_BOM = "\uFEFF";

/** Where a reader may start a field: the cell's start and after each character some reader splits on. */
const FIELD_STARTS = /(?<=^|[,;\t\r\n])(?=[=+\-@\t\r])/g;

/**
 * U+2060 WORD JOINER, invisible: a cell it starts is neither a number nor a formula to LibreOffice or
 * Excel, so a phone number keeps its leading 0 and its "+" without the visible apostrophe.
 */
const AS_TEXT = "\u2060";

export function csvCell(value: string | null | undefined): string {
  const safe = (value ?? "").replace(FIELD_STARTS, "'");
  return `"${safe.replace(/"/g, '""')}"`;
}

/** A value that only looks like a number or a formula (a phone number), kept as text by spreadsheets. */
export function csvTextCell(value: string | null | undefined): string {
  return csvCell(value ? AS_TEXT + value : value);
}

export function csvLine(cells: string[]): string {
  return `${cells.join(";")}\r\n`;
}
