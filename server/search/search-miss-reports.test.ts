import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentDocuments } from "../../src/search/shared/content-documents.js";
import { MAX_QUERY_LENGTH } from "../../src/search/shared/search-document.js";
import { createSearchIndex } from "../../src/search/shared/search-engine.js";
import { testEngine } from "../testing/test-database.js";
import { startTestServer, type TestServer } from "../testing/test-server.js";
import { searchMisses } from "./search-misses.js";

/** The dialog's reports of searches that found nothing, against the real app and the real index. */
describe(`reports of searches that found nothing (${testEngine()})`, () => {
  let server: TestServer;
  const report = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/api/search-misses`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url, ...headers },
      body: JSON.stringify(body),
    });
  const counted = async () =>
    (await searchMisses(server.database.db).top(10)).map(({ query, misses }) => [query, misses]);

  beforeAll(async () => {
    server = await startTestServer({
      search: createSearchIndex(contentDocuments()),
      env: { RATE_LIMIT_FACTOR: "1" },
      services: { rateRules: { searchMissReportPerIp: { limit: 4, windowMs: 60_000 } } },
    });
  });
  afterAll(() => server.close());

  it("counts a query the site does not find, normalised, and not one it finds", async () => {
    expect((await report({ query: "Blockchains Quantiques" })).status).toBe(204);
    // A report cannot count words the site has: the server searches again.
    expect((await report({ query: "wordpress" })).status).toBe(204);
    expect(await counted()).toEqual([["blockchain quantique", 1]]);
  });

  it("refuses an empty or over-long query, a foreign origin, then too many reports", async () => {
    const empty = await report({ query: "  " });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ success: false, message: "Indiquez la recherche." });
    const long = await report({ query: "a".repeat(MAX_QUERY_LENGTH + 1) });
    expect(long.status).toBe(400);
    expect((await report({ query: "metavers" }, { origin: "https://ailleurs.example" })).status).toBe(403);
    // Two reports counted in the first test; two more reach the limit of four.
    expect((await report({ query: "metavers" })).status).toBe(204);
    expect((await report({ query: "metavers" })).status).toBe(204);
    const refused = await report({ query: "metavers" });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).not.toBeNull();
    // Stored as the engine reads it: accents, case and a plural's s gone.
    expect(await counted()).toEqual([
      ["metaver", 2],
      ["blockchain quantique", 1],
    ]);
  });
});
