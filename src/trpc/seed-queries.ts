import type { QueryClient } from "@tanstack/react-query";
import { getQueryKey } from "@trpc/react-query";
import type { SeededQuery } from "../app/page-data.js";
import { trpc } from "./client.js";

type ProcedureNode = Parameters<typeof getQueryKey>[0];

/** The query key React Query stores a procedure's answer under, from its path ("account.sessions") and input. */
export function queryKeyOf(path: string, input?: unknown) {
  // The tRPC proxy answers any property: walking it by name gives the procedure the hooks would use.
  const node = path.split(".").reduce<unknown>((parent, name) => (parent as Record<string, unknown>)[name], trpc);
  return getQueryKey(node as ProcedureNode, input, "query");
}

/** Starts the cache with answers the server already had: no request, and the first render matches its HTML. */
export function seedQueries(queryClient: QueryClient, queries: readonly SeededQuery[] = []): void {
  for (const { path, input, data } of queries) queryClient.setQueryData(queryKeyOf(path, input), data);
}
