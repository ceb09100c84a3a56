import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Offer } from "@content";
import react from "@vitejs/plugin-react";
import { renderToString } from "react-dom/server";
import { createServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Router } from "wouter";
import { type ContentFixture, copyRealContent, createContentFixture } from "../../scripts/content/content-fixture.js";
import { offerFilterCounts } from "./offer-filters.js";
import { offers as realOffers } from "./shared/offer-catalogue.js";

const root = join(import.meta.dirname, "..", "..");

/** A tenth offer, written as an author would: popular, Shopify, e-commerce and premium. */
const tenthOffer = `---
name: "Shopify Enterprise"
description: "Une plateforme Shopify Plus pour les marques qui vendent à grande échelle."
category: shopify
tier: enterprise
popular: true
tags: ["shopify", "ecommerce", "premium"]
price: 6900
features: ["Shopify Plus", "Multi-boutiques"]
detailedFeatures:
  included: ["Configuration Shopify Plus"]
  process: ["Atelier de cadrage", "Lancement"]
  deliverables: ["Boutiques en ligne"]
reference: "Maison Fixture — boutique internationale"
deliveryTime: "6 à 8 semaines"
support: "Support dédié"
targetAudience: ["Marques internationales"]
---

Une offre de test.
`;

/** The real Start & Scale page rendered over a compiled content folder (its `@content` import pointed there). */
async function renderStartScale(generatedDir: string): Promise<string> {
  const vite = await createServer({
    configFile: false,
    root,
    logLevel: "silent",
    plugins: [react()],
    resolve: { alias: [{ find: /^@content(\/.*)?$/, replacement: `${generatedDir}$1` }] },
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: "custom",
  });
  try {
    const { default: StartScalePage } = await vite.ssrLoadModule("/src/content/start-scale/start-scale.page.tsx");
    return renderToString(
      <Router ssrPath="/start-scale">
        <StartScalePage params={{}} />
      </Router>,
    );
  } finally {
    await vite.close();
  }
}

/**
 * "Adding a tenth offer MDX file adds a card and updates the counts": a fixture folder holding the
 * nine real offer files plus a tenth, compiled with the real content model, compared with the
 * project's own nine offers; then the real page rendered over the fixture's data.
 */
describe("a tenth offer file", () => {
  let fixture: ContentFixture;
  beforeAll(() => {
    fixture = createContentFixture();
    const files = readdirSync(join(root, "content", "offers")).filter((file) => file.endsWith(".mdx"));
    copyRealContent(fixture, "offers", files);
    writeFileSync(join(fixture.contentDir, "offers", "shopify-enterprise.mdx"), tenthOffer);
  });
  afterAll(() => fixture.cleanup());

  it("adds a card and updates the filter counts after the content build", async () => {
    expect(realOffers).toHaveLength(9);
    const { status, output } = fixture.build();
    expect(status, output).toBe(0);
    const compiled: Offer[] = JSON.parse(readFileSync(join(fixture.generatedDir, "Offer", "_index.json"), "utf8"));
    expect(compiled).toHaveLength(10);

    const before = offerFilterCounts(realOffers);
    expect(offerFilterCounts(compiled)).toEqual({
      ...before,
      all: before.all + 1,
      popular: before.popular + 1,
      ecommerce: before.ecommerce + 1,
      shopify: before.shopify + 1,
      business: before.business + 1,
    });

    const html = await renderStartScale(fixture.generatedDir);
    expect(html.match(/data-testid="offer-card"/g)).toHaveLength(10);
    expect(html).toContain("10 offres trouvées");
    expect(html).toContain("Shopify Enterprise");
    expect(html).toMatch(/data-filter="shopify"[^>]*>Shopify<span[^>]*>4</);
  }, 90_000);
});
