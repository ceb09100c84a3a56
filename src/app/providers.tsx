import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { createTrpcClient, trpc } from "../trpc/client.js";
import { seedQueries } from "../trpc/seed-queries.js";
import type { SeededQuery } from "./page-data.js";

/** `seed`: query answers of a page rendered at request time (page-data.tsx), the same on both sides. */
export function Providers({ seed, children }: { seed?: readonly SeededQuery[] | undefined; children: ReactNode }) {
  const [queryClient] = useState(() => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } });
    seedQueries(client, seed);
    return client;
  });
  const [trpcClient] = useState(createTrpcClient);
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </trpc.Provider>
  );
}
