import { execFile } from "node:child_process";

/**
 * The text of a PDF as a reader extracts it, with poppler's `pdftotext` (Debian's poppler-utils, which
 * .ci/run installs): tests check what a person would read, through the embedded fonts' own mapping.
 */
export function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile("pdftotext", ["-enc", "UTF-8", "-", "-"], { encoding: "utf8" }, (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    );
    child.stdin?.end(pdf);
  });
}
