/**
 * tRPC calls per batched request: the app batches a handful at most; more is refused with 400. Shared by the
 * server (which enforces it) and the tRPC client (which splits larger batches). A module of its own: the
 * client's chunk (`server-state`) takes its imports along, and a page reading another bound must not load it.
 */
export const MAX_TRPC_BATCH = 10;
