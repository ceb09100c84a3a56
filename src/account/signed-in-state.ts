import type { QueryClient } from "@tanstack/react-query";
import { getQueryKey } from "@trpc/react-query";
import type { PublicUser } from "../shared/auth-schemas.js";
import { trpc } from "../trpc/client.js";

/**
 * Records who is signed in after a login, logout, registration or deletion: `auth.me` gets the new
 * answer and every cached account query of the previous session is dropped, so nothing of one
 * account is shown to the next.
 */
export function setSignedInUser(queryClient: QueryClient, user: PublicUser | null): void {
  queryClient.removeQueries({ queryKey: getQueryKey(trpc.account) });
  queryClient.setQueryData(getQueryKey(trpc.auth.me, undefined, "query"), user);
}
