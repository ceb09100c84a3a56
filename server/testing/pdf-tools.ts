import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Runs a third-party PDF tool on a PDF and answers what it printed: qpdf (Debian's qpdf) and poppler's
 * pdfinfo / pdffonts / pdftotext (poppler-utils), which .ci/run installs. The PDF goes through a temporary file, since
 * `qpdf --check` reads no standard input. A non-zero exit (qpdf on a damaged file) rejects with its message.
 */
export async function runPdfTool(
  command: "qpdf" | "pdfinfo" | "pdffonts" | "pdftotext",
  args: (file: string) => string[],
  pdf: Buffer,
): Promise<string> {
  const directory = await mkdtemp(join(tmpdir(), "pdf-tool-"));
  const file = join(directory, "document.pdf");
  try {
    await writeFile(file, pdf);
    return await new Promise<string>((resolve, reject) => {
      execFile(command, args(file), { encoding: "utf8" }, (error, stdout, stderr) =>
        error ? reject(new Error(`${command}: ${stderr || error.message}`)) : resolve(stdout),
      );
    });
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
