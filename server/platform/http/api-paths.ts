/** Paths under the tRPC endpoint (app.ts mounts it at /trpc): they answer in tRPC's error shape. */
export const isTrpcPath = (path: string) => path.startsWith("/trpc/");

/** Paths of the REST API (/auth/*, /api/*): they answer in its JSON shape, `{ success, message }`. */
export const isApiPath = (path: string) => path.startsWith("/auth/") || path.startsWith("/api/");
