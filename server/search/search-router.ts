import { z } from "zod";
import { locales } from "../../content-model/locale.js";
import { MAX_QUERY_LENGTH } from "../../src/search/shared/search-document.js";
import { normaliseQuery, searchSite } from "../../src/search/shared/search-engine.js";
import { messages } from "../../src/shared/messages/catalogue.js";
import { publicProcedure, router } from "../trpc/trpc.js";

const missReportInput = z.object({
  query: z
    .string({ error: messages.search.queryRequired })
    .trim()
    .min(1, messages.search.queryRequired)
    .max(MAX_QUERY_LENGTH, messages.search.queryTooLong(MAX_QUERY_LENGTH)),
  /** The language of the index the visitor searched (docs/0068); French for a client that says none. */
  locale: z.enum(locales).default("fr"),
});

export const searchRouter = router({
  /**
   * A search that found nothing, reported by the search dialog, which searches in the browser (docs/0020), once
   * the visitor has stopped typing. The server searches again and counts only a query its own index does not
   * find either: a report cannot count words the site has. Limited per IP; stores the normalised words only.
   */
  reportMiss: publicProcedure.input(missReportInput).mutation(async ({ ctx, input }) => {
    await ctx.search.limits.consume("searchMissReportPerIp", ctx.req.ip ?? "unknown");
    if (searchSite(ctx.search.indexes[input.locale], input.query, 1).length === 0)
      await ctx.search.misses.record(normaliseQuery(input.query, input.locale));
    return null;
  }),
});
