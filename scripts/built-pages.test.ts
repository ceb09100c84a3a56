import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { PrerenderManifest } from "../server/pages/prerendered-pages.js";
import { readPage } from "../server/testing/html-page.js";

const pagesDir = join(import.meta.dirname, "..", "dist", "pages");
const manifestPath = join(pagesDir, "manifest.json");

/** Every HTML file the build wrote (pages, not-found variants, the site-wide 404), read as a browser would. */
function builtPages() {
  if (!existsSync(manifestPath)) {
    throw new Error("No build in dist/: run `npm run build` first (`npm test` does).");
  }
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as PrerenderManifest;
  const files = [...Object.entries(manifest.pages), ...Object.entries(manifest.misses), ["404", manifest.notFound]];
  return files.map(([name, file]) => ({ name, page: readPage(readFileSync(join(pagesDir, file as string), "utf8")) }));
}

describe("the prerendered pages", () => {
  it("never have a form that could send a password in a URL: every form with a password field posts", () => {
    const pages = builtPages();
    const passwordForms = pages.flatMap(({ name, page }) =>
      page.forms
        .filter((form) => form.inputs.some((input) => input.type === "password"))
        .map((form) => ({ page: name, method: form.method, action: form.action })),
    );
    // The account screens do have such forms: this test must see them to mean anything.
    expect(passwordForms.map((form) => form.page)).toEqual(
      expect.arrayContaining(["/login", "/register", "/reset-password"]),
    );
    expect(passwordForms.filter((form) => form.method !== "post")).toEqual([]);
    expect(passwordForms.filter((form) => !form.action?.startsWith("/"))).toEqual([]);
  });

  it("carry no request-time data: that belongs to pages rendered for one visitor", () => {
    expect(builtPages().filter(({ page }) => page.pageData() !== undefined)).toEqual([]);
  });
});
