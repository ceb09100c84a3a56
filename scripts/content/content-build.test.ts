import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type ContentFixture, copyRealContent, createContentFixture } from "./content-fixture.js";

// Each test spawns a real contentlayer build (a few seconds alone, much more on a loaded machine).
describe("content build", { timeout: 180_000 }, () => {
  let fixture: ContentFixture;
  beforeEach(() => {
    fixture = createContentFixture();
    copyRealContent(fixture, "offers", ["web-start.mdx", "web-launch.mdx"]);
  });
  afterEach(() => fixture.cleanup());

  const edit = (file: string, change: (text: string) => string) => {
    const path = join(fixture.contentDir, "offers", file);
    writeFileSync(path, change(readFileSync(path, "utf8")));
  };

  it("compiles valid offers into typed data with their body rendered to HTML", () => {
    const { status, output } = fixture.build();
    expect(status, output).toBe(0);
    const offers = JSON.parse(readFileSync(join(fixture.generatedDir, "Offer", "_index.json"), "utf8"));
    expect(offers.map((offer: { id: string }) => offer.id).sort()).toEqual(["web-launch", "web-start"]);
    expect(offers[0].html).toMatch(/^<p>/);
    expect(fixture.checkEnums().status).toBe(0);
  });

  it("fails naming the file and the field when a required field is missing", () => {
    edit("web-start.mdx", (text) => text.replace(/^price:.*\n/m, ""));
    const { status, output } = fixture.build();
    expect(status).not.toBe(0);
    expect(output).toContain("offers/web-start.mdx");
    expect(output).toMatch(/price/);
  });

  it("fails naming the file and the field when a field has the wrong type", () => {
    edit("web-launch.mdx", (text) => text.replace(/^popular:.*$/m, "popular: maybe"));
    const { status, output } = fixture.build();
    expect(status).not.toBe(0);
    expect(output).toContain("offers/web-launch.mdx");
    expect(output).toContain("popular");
  });

  it("fails naming the file when a price is text rather than a number of euros", () => {
    edit("web-start.mdx", (text) => text.replace(/^price:.*$/m, 'price: "890€"'));
    const { status, output } = fixture.build();
    expect(status).not.toBe(0);
    expect(output).toContain("offers/web-start.mdx");
    expect(output).toContain("price");
  });

  it("fails on an unknown field, which is usually a typo", () => {
    edit("web-launch.mdx", (text) => text.replace(/^price:/m, "prix: x\nprice:"));
    const { status, output } = fixture.build();
    expect(status).not.toBe(0);
    expect(output).toContain("prix");
  });

  it("reports an enum value outside its options, naming the file and the field", () => {
    edit("web-start.mdx", (text) => text.replace(/^tier:.*$/m, "tier: premium"));
    expect(fixture.build().status).toBe(0);
    const { status, output } = fixture.checkEnums();
    expect(status).toBe(1);
    expect(output).toContain("content/offers/web-start.mdx");
    expect(output).toContain('field "tier" is "premium"');
  });

  const editLeader = (change: (text: string) => string) => {
    copyRealContent(fixture, "leaders", ["camille-roussel.mdx"]);
    const path = join(fixture.contentDir, "leaders", "camille-roussel.mdx");
    writeFileSync(path, change(readFileSync(path, "utf8")));
  };

  it("fails naming the file when a leader has no portrait to draw", () => {
    editLeader((text) => text.replace(/^portrait:\n(?: {2}.*\n)+/m, ""));
    const { status, output } = fixture.build();
    expect(status).not.toBe(0);
    expect(output).toContain("leaders/camille-roussel.mdx");
    expect(output).toContain("portrait");
  });

  it("reports a portrait feature outside its options, naming the file and the field", () => {
    editLeader((text) => text.replace(/^ {2}hair:.*$/m, '  hair: "mohawk"'));
    expect(fixture.build().status).toBe(0);
    const { status, output } = fixture.checkEnums();
    expect(status).toBe(1);
    expect(output).toContain("content/leaders/camille-roussel.mdx");
    expect(output).toContain('field "portrait.hair" is "mohawk"');
  });

  it("gives an article its author's name from the leaders, and fails naming the article when the author is no leader", () => {
    copyRealContent(fixture, "leaders", ["camille-roussel.mdx"]);
    copyRealContent(fixture, "blog", ["concevoir-une-api-durable.mdx"]);
    expect(fixture.build().status).toBe(0);
    const [article] = JSON.parse(readFileSync(join(fixture.generatedDir, "Article", "_index.json"), "utf8"));
    expect(article).toMatchObject({
      authorName: "Camille Roussel",
      authorTitle: "Directrice technique",
      dateText: "6 mai 2025",
    });

    const path = join(fixture.contentDir, "blog", "concevoir-une-api-durable.mdx");
    writeFileSync(path, readFileSync(path, "utf8").replace(/^author:.*$/m, "author: personne"));
    const { status, output } = fixture.build();
    expect(status).not.toBe(0);
    expect(output).toContain('blog/concevoir-une-api-durable.mdx: author "personne" is no leader');
  });
});
