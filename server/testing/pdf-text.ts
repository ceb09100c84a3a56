import { runPdfTool } from "./pdf-tools.js";

/**
 * The text of a PDF as a reader extracts it, with poppler's `pdftotext`: tests check what a person would read,
 * through the embedded fonts' own mapping.
 */
export function pdfText(pdf: Buffer): Promise<string> {
  return runPdfTool("pdftotext", (file) => ["-enc", "UTF-8", file, "-"], pdf);
}
