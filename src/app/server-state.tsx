import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ComponentType, type ReactNode, useState } from "react";
import { type SeededQuery, usePageData } from "./page-data.js";
import { createTrpcClient, TRPCProvider } from "./trpc/client.js";
import { seedQueries } from "./trpc/seed-queries.js";

interface Clients {
  query: QueryClient;
  api: ReturnType<typeof createTrpcClient>;
}

function createClients(seed: readonly SeededQuery[] | undefined): Clients {
  const query = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } });
  const api = createTrpcClient();
  seedQueries(query, api, seed);
  return { query, api };
}

/**
 * In the browser one pair serves the whole visit, so the cache (who is signed in, the account's lists)
 * outlives a move between pages; the page data seeds it only when it is first needed, which is on the page
 * rendered for it. On the server each render gets its own: two visitors must never share a cache.
 */
let browserClients: Clients | undefined;

function clientsFor(seed: readonly SeededQuery[] | undefined): Clients {
  if (typeof window === "undefined") return createClients(seed);
  browserClients ??= createClients(seed);
  return browserClients;
}

/**
 * React Query and the tRPC client, given only to the pages that talk to the API (shared/route-table.ts's
 * `serverState`) and to the back-office: marketing pages never download them (docs/0019).
 */
function ServerState({ children }: { children: ReactNode }) {
  const seed = usePageData()?.queries;
  const [clients] = useState(() => clientsFor(seed));
  return (
    <QueryClientProvider client={clients.query}>
      <TRPCProvider trpcClient={clients.api} queryClient={clients.query}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}

export function withServerState<Props extends object>(Page: ComponentType<Props>): ComponentType<Props> {
  return function WithServerState(props: Props) {
    return (
      <ServerState>
        <Page {...props} />
      </ServerState>
    );
  };
}
