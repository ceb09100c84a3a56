import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { bootScript, scriptsAfterPaint } from "./scripts-after-paint.js";

const template = `<head>
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-c3.js">
    <link rel="modulepreload" crossorigin href="/assets/shell-d4.js">
    <style>body{}</style>
</head>`;

describe("scriptsAfterPaint", () => {
  it("replaces the entry script and its preloads by the boot script and the data it reads", () => {
    const { html, hashes } = scriptsAfterPaint(template);
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    const data = /<script type="application\/json" id="app-scripts">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(data ?? "null")).toEqual({
      entry: "/assets/index-a1.js",
      preload: ["/assets/framework-c3.js", "/assets/shell-d4.js"],
    });
    expect(html).toContain(`<script>${bootScript}</script>`);
    expect(hashes).toEqual([createHash("sha256").update(bootScript).digest("base64")]);
  });

  it("refuses a template without one entry script", () => {
    expect(() => scriptsAfterPaint("<head></head>")).toThrow(/0 entry scripts/);
    const twice = template.replace(
      "</head>",
      '<script type="module" crossorigin src="/assets/admin-e5.js"></script></head>',
    );
    expect(() => scriptsAfterPaint(twice)).toThrow(/2 entry scripts/);
  });
});
