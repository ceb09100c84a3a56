import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BackOfficeTestbed, startBackOfficeTestbed } from "../testing/back-office-testbed.js";
import type { SearchMiss } from "./search-misses.js";

describe("back-office: searches that found nothing", () => {
  let bed: BackOfficeTestbed;

  beforeAll(async () => {
    bed = await startBackOfficeTestbed();
  });
  afterAll(() => bed.close());

  it("lists the site's searches without results, most frequent first, with a count and nothing about who searched", async () => {
    const search = (words: string) => fetch(`${bed.server.url}/recherche?q=${encodeURIComponent(words)}`);
    for (const words of ["Blockchain quantique", "cobol mainframe", "blockchain QUANTIQUE"]) {
      expect((await search(words)).status).toBe(200);
    }
    const staff = await bed.member("sam.staff@example.fr", "staff");
    const misses = await staff.query<SearchMiss[]>("admin.searchMisses");
    expect(misses.data?.map(({ query, misses: count }) => ({ query, count }))).toEqual([
      { query: "blockchain quantique", count: 2 },
      { query: "cobol mainframe", count: 1 },
    ]);
    expect(Object.keys(misses.data?.[0] ?? {}).sort()).toEqual(["firstSeenAt", "lastSeenAt", "misses", "query"]);
  });
});
