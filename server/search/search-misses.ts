import { type Kysely, sql } from "kysely";
import type { Database } from "../platform/db/schema.js";

/** Distinct queries kept at most: random strings sent by a robot must not grow the table without end. */
const MAX_DISTINCT_QUERIES = 10_000;

export interface SearchMiss {
  query: string;
  misses: number;
  firstSeenAt: number;
  lastSeenAt: number;
}

export interface SearchMisses {
  /** Counts one search that found nothing; `query` is already normalised (normaliseQuery). */
  record(query: string): Promise<void>;
  /** The most frequent misses first. */
  top(limit: number): Promise<SearchMiss[]>;
}

/**
 * The count of searches that found nothing (docs/0020), for content authors: the normalised words only,
 * never who searched or from where. A known query is counted up; a new one is added while the table
 * holds fewer than MAX_DISTINCT_QUERIES.
 */
export function searchMisses(db: Kysely<Database>, now: () => number = Date.now): SearchMisses {
  return {
    async record(query) {
      if (query === "") return;
      const at = now();
      const counted = await db
        .updateTable("searchMiss")
        .set({ misses: sql`${sql.ref("misses")} + 1`, lastSeenAt: at })
        .where("query", "=", query)
        .executeTakeFirst();
      if (counted.numUpdatedRows > 0n) return;
      const { distinct } = await db
        .selectFrom("searchMiss")
        .select((eb) => eb.fn.countAll<number | string>().as("distinct"))
        .executeTakeFirstOrThrow();
      if (Number(distinct) >= MAX_DISTINCT_QUERIES) return;
      // Two first misses at once: the second counts up the first's row.
      await db
        .insertInto("searchMiss")
        .values({ query, misses: 1, firstSeenAt: at, lastSeenAt: at })
        .onConflict((conflict) =>
          conflict.column("query").doUpdateSet({ misses: sql`${sql.ref("searchMiss.misses")} + 1`, lastSeenAt: at }),
        )
        .execute();
    },
    async top(limit) {
      const rows = await db
        .selectFrom("searchMiss")
        .selectAll()
        .orderBy("misses", "desc")
        .orderBy("lastSeenAt", "desc")
        .limit(limit)
        .execute();
      return rows.map((row) => ({ ...row, firstSeenAt: Number(row.firstSeenAt), lastSeenAt: Number(row.lastSeenAt) }));
    },
  };
}
