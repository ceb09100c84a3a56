import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { setSignedInHint } from "../app/signed-in-hint.js";
import { useTRPC } from "../app/trpc/client.js";
import type { PublicUser } from "./shared/auth-schemas.js";

export interface CurrentUser {
  /** The signed-in user, or null when signed out or not known yet. */
  user: PublicUser | null;
  /** True until the server has answered once: the prerendered shell and the first client render share it. */
  isLoading: boolean;
}

/**
 * The one source of the visitor's sign-in state: the server's answer to `auth.me`, cached by React Query.
 * Nothing is kept in localStorage; the session itself is an HttpOnly cookie.
 */
export function useCurrentUser(): CurrentUser {
  const trpc = useTRPC();
  const me = useQuery(trpc.auth.me.queryOptions(undefined, { staleTime: 30_000 }));
  const answered = !me.isPending;
  const user = me.data ?? null;
  // Every fresh answer (a session that expired, a sign-in in another tab) reaches the header and the public forms too.
  useEffect(() => {
    if (answered) setSignedInHint(user);
  }, [answered, user]);
  return { user: me.data ?? null, isLoading: me.isPending };
}
