import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ComponentType, type ReactNode, useState } from "react";
import { createTrpcClient, trpc } from "../trpc/client.js";
import { seedQueries } from "../trpc/seed-queries.js";
import { usePageData } from "./page-data.js";

const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } });

/**
 * In the browser one cache and one client serve every account screen of the visit, so going from one to
 * the next keeps what is known (who is signed in). A server render gets its own: a cache shared between
 * requests would show one visitor's answers to another.
 */
let browserClients: { queryClient: QueryClient; trpcClient: ReturnType<typeof createTrpcClient> } | undefined;

function createClients(seed: Parameters<typeof seedQueries>[1]) {
  if (typeof window !== "undefined" && browserClients) return browserClients;
  const queryClient = newQueryClient();
  seedQueries(queryClient, seed);
  const clients = { queryClient, trpcClient: createTrpcClient() };
  if (typeof window !== "undefined") browserClients = clients;
  return clients;
}

/** React Query and tRPC for one page; the seed is the page's query answers when rendered at request time (page-data.tsx). */
function ServerState({ children }: { children: ReactNode }) {
  const seed = usePageData()?.queries;
  const [{ queryClient, trpcClient }] = useState(() => createClients(seed));
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </trpc.Provider>
  );
}

/** A page that asks the API (route table `serverState`), inside the providers it needs. */
export function withServerState<Props extends object>(Page: ComponentType<Props>): ComponentType<Props> {
  return function PageWithServerState(props: Props) {
    return (
      <ServerState>
        <Page {...props} />
      </ServerState>
    );
  };
}
