import { httpBatchLink } from "@trpc/client";
import { createTRPCReact } from "@trpc/react-query";
import type { AppRouter } from "../../server/trpc/root.js";
import { MAX_TRPC_BATCH } from "../shared/trpc-batch.js";

export const trpc = createTRPCReact<AppRouter>();

export function createTrpcClient() {
  return trpc.createClient({
    // The server refuses larger batches; the link splits them.
    links: [httpBatchLink({ url: "/trpc", maxItems: MAX_TRPC_BATCH })],
  });
}
