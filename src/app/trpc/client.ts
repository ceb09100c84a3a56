import { createTRPCClient, httpBatchLink } from "@trpc/client";
import { createTRPCContext } from "@trpc/tanstack-react-query";
import type { AppRouter } from "../../../server/trpc/root.js";
import { MAX_TRPC_BATCH } from "../../shared/trpc-batch.js";

/**
 * tRPC's TanStack React Query integration: procedures give React Query its options (`queryOptions`,
 * `mutationOptions`, `pathFilter`) and the components call React Query's own hooks. Unlike the hooks proxy of
 * `@trpc/react-query`, which holds every hook React Query has, a page ships only the hooks it calls
 * (docs/0038-trpc-tanstack-react-query.md).
 */
export const { TRPCProvider, useTRPC } = createTRPCContext<AppRouter>();

export type TrpcOptions = ReturnType<typeof useTRPC>;

export function createTrpcClient() {
  return createTRPCClient<AppRouter>({
    // The server refuses larger batches; the link splits them.
    links: [httpBatchLink({ url: "/trpc", maxItems: MAX_TRPC_BATCH })],
  });
}
