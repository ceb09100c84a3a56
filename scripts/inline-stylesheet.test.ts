import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineStylesheet } from "./inline-stylesheet.js";

const template = `<head><script type="module" crossorigin src="/assets/index-a1.js"></script>
<link rel="stylesheet" crossorigin href="/assets/shell-b2.css">
</head>`;

describe("inlineStylesheet", () => {
  it("writes the linked stylesheet into the page and gives the hash the policy allows", () => {
    const css = "body{font-family:Inter}";
    const { html, hashes } = inlineStylesheet(template, (path) => (path === "/assets/shell-b2.css" ? css : ""));
    expect(html).toContain(`<style>${css}</style>`);
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain('src="/assets/index-a1.js"');
    expect(hashes).toEqual([createHash("sha256").update(css).digest("base64")]);
  });

  it("refuses a template without a stylesheet, or a stylesheet that would close its element", () => {
    expect(() => inlineStylesheet("<head></head>", () => "")).toThrow(/links no stylesheet/);
    expect(() => inlineStylesheet(template, () => 'a::after{content:"</style>"}')).toThrow(/cannot be inlined/);
  });
});
