import { createHash } from "node:crypto";

const stylesheetLink = /<link rel="stylesheet"[^>]*? href="(\/(?:en\/)?assets\/[^"]+\.css)"[^>]*>/g;

/**
 * The page template with its stylesheet written in (`<style>`) rather than linked: the first paint no longer
 * waits for a second request (docs/0019). Navigation is client-side, so a visit pays it once, with its first page.
 * Returns the sha256 (base64) of each inlined text, which the Content-Security-Policy allows by name.
 */
export function inlineStylesheet(
  html: string,
  readAsset: (path: string) => string,
): { html: string; hashes: string[] } {
  const hashes: string[] = [];
  const inlined = html.replace(stylesheetLink, (_link, path: string) => {
    const css = readAsset(path);
    if (css.includes("</style")) throw new Error(`${path} cannot be inlined: it contains "</style"`);
    hashes.push(createHash("sha256").update(css).digest("base64"));
    return `<style>${css}</style>`;
  });
  if (hashes.length === 0) throw new Error("the page template links no stylesheet to inline");
  return { html: inlined, hashes };
}
