import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { setSignedInHint } from "../app/signed-in-hint.js";
import { useTRPC } from "../app/trpc/client.js";
import type { PublicUser } from "./shared/auth-schemas.js";

/**
 * Records who is signed in after a login, logout, registration or deletion: `auth.me` gets the new
 * answer and every cached account query of the previous session is dropped, so nothing of one
 * account is shown to the next.
 */
export function useSetSignedInUser(): (user: PublicUser | null) => Promise<void> {
  const queryClient = useQueryClient();
  const trpc = useTRPC();
  return useCallback(
    async (user) => {
      // An `auth.me` answer still on its way (the header asks on every page) describes the previous
      // state: cancel it first, or it would land after this one and overwrite it.
      await queryClient.cancelQueries(trpc.auth.me.queryFilter());
      // The dashboard's other per-account routers too: a passkey's last use, the sign-in methods, 2FA status.
      for (const accountRouter of [trpc.account, trpc.identity, trpc.twoFactor]) {
        queryClient.removeQueries(accountRouter.pathFilter());
      }
      queryClient.setQueryData(trpc.auth.me.queryKey(), user);
      setSignedInHint(user);
    },
    [queryClient, trpc],
  );
}
