import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentDocuments } from "../../src/search/shared/content-documents.js";
import { type SearchAnswer, searchPathIn } from "../../src/search/shared/search-document.js";
import { createSearchIndex } from "../../src/search/shared/search-engine.js";
import { sourcePages } from "../testing/source-pages.js";
import { testEngine } from "../testing/test-database.js";
import { startTestServer, type TestServer } from "../testing/test-server.js";
import { searchMisses } from "./search-misses.js";

/** Each language's search answers from its own index (docs/0068): the real app, the real indexes. */
describe(`the search in English (${testEngine()})`, () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      pages: sourcePages(),
      search: createSearchIndex(contentDocuments()),
      englishSearch: createSearchIndex(contentDocuments("en"), "en"),
    });
  });
  afterAll(() => server.close());

  it("renders the English search page's results from the English index, with English addresses", async () => {
    const response = await fetch(`${server.url}${searchPathIn("en")}?q=audits`);
    expect(response.status).toBe(200);
    const html = await response.text();
    // The answer the page renders from, as the server wrote it into the page (the page itself is the routes' work).
    const data = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)?.[1] ?? "{}";
    const hits = (JSON.parse(data) as { search: SearchAnswer }).search.hits.map((hit) => hit.url);
    expect(hits).toContain("/en/expertises/cybersecurity");
    expect(hits.filter((url) => !url.startsWith("/en/"))).toEqual([]);
  });

  it("counts a reported miss against the index of the language the visitor searched", async () => {
    const report = (body: unknown) =>
      fetch(`${server.url}/api/search-misses`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.url },
        body: JSON.stringify(body),
      });
    // « Craftspeople » is a word of the English pages only: found in English, a miss in French.
    expect((await report({ query: "Craftspeople", locale: "en" })).status).toBe(204);
    expect((await report({ query: "Blockchains", locale: "en" })).status).toBe(204);
    expect((await report({ query: "Craftspeople" })).status).toBe(204);
    expect((await searchMisses(server.database.db).top(5)).map((miss) => miss.query).sort()).toEqual([
      "blockchain",
      "craftspeople",
    ]);
    expect((await report({ query: "wordpress", locale: "de" })).status).toBe(400);
  });
});
