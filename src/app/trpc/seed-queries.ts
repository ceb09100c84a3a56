import type { QueryClient } from "@tanstack/react-query";
import { createTRPCOptionsProxy } from "@trpc/tanstack-react-query";
import type { AppRouter } from "../../../server/trpc/root.js";
import type { SeededQuery } from "../page-data.js";
import type { createTrpcClient } from "./client.js";

type QueryNode = { queryKey(input?: unknown): readonly unknown[] };

/** Starts the cache with answers the server already had: no request, and the first render matches its HTML. */
export function seedQueries(
  queryClient: QueryClient,
  client: ReturnType<typeof createTrpcClient>,
  queries: readonly SeededQuery[] = [],
): void {
  if (queries.length === 0) return;
  const procedures = createTRPCOptionsProxy<AppRouter>({ client, queryClient });
  for (const { path, input, data } of queries) {
    // The proxy answers any property: walking it by name ("account.sessions") gives the procedure the
    // components read, so the key is the one their `queryOptions` use.
    const node = path
      .split(".")
      .reduce<unknown>((parent, name) => (parent as Record<string, unknown>)[name], procedures);
    queryClient.setQueryData((node as QueryNode).queryKey(input), data);
  }
}
