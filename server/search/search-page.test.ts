import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentDocuments } from "../../src/search/shared/content-documents.js";
import { MAX_QUERY_LENGTH } from "../../src/search/shared/search-document.js";
import { createSearchIndex } from "../../src/search/shared/search-engine.js";
import { frenchTypography } from "../../src/shared/french-typography.js";
import { messages } from "../../src/shared/messages/catalogue.js";
import { readPage } from "../testing/html-page.js";
import { sourcePages } from "../testing/source-pages.js";
import { startTestServer, type TestServer } from "../testing/test-server.js";
import { searchMisses } from "./search-misses.js";

/** /recherche as a browser without JavaScript sees it: the real app, the real React page, the real index. */
describe("the search page", () => {
  let server: TestServer;
  const get = (search: string) => fetch(`${server.url}/recherche${search}`);

  beforeAll(async () => {
    server = await startTestServer({ pages: sourcePages(), search: createSearchIndex(contentDocuments()) });
  });
  afterAll(() => server.close());

  it("lists the results of a query, grouped by type, in a page search engines do not index", async () => {
    const response = await get("?q=wordpress");
    expect(response.status).toBe(200);
    const html = await response.text();
    const page = readPage(html);
    expect(page.text).toContain("Offres Start & Scale");
    expect(page.text).toContain("WordPress Start");
    expect(page.text).toContain("WordPress Launch");
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(page.forms[0]).toMatchObject({ method: "get", action: "/recherche" });
    expect(page.forms[0]?.inputs.find((input) => input.name === "q")?.value).toBe("wordpress");
  });

  it("refuses an over-long or repeated query with a message, and counts a query that found nothing", async () => {
    const long = await get(`?q=${"a".repeat(MAX_QUERY_LENGTH + 1)}`);
    expect(long.status).toBe(400);
    expect(readPage(await long.text()).alerts).toEqual([messages.search.queryTooLong(MAX_QUERY_LENGTH)]);
    const twice = await get("?q=a&q=b");
    expect(twice.status).toBe(400);

    const nothing = await get(`?q=${encodeURIComponent("Blockchains Quantiques")}`);
    expect(nothing.status).toBe(200);
    expect(readPage(await nothing.text()).text).toContain(
      frenchTypography("Aucun résultat pour « Blockchains Quantiques »"),
    );
    expect((await searchMisses(server.database.db).top(5)).map((miss) => miss.query)).toEqual(["blockchain quantique"]);
  });
});
