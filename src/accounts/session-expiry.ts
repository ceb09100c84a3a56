import { type Mutation, type Query, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useLocation } from "wouter";
import { useTRPC } from "../app/trpc/client.js";
import { messages } from "../shared/messages/catalogue.js";
import { errorCode } from "../ui/forms/server-error.js";
import { loginPathFor } from "./shared/safe-next-path.js";
import { useSetSignedInUser } from "./signed-in-state.js";

/** What the login screen shows when it was reached by a redirect (history state, so no query string). */
export interface LoginNotice {
  notice: string;
  tone: "info" | "error";
}

/** `auth.login` answers UNAUTHORIZED for a wrong password: that is not a lost session. */
const notASessionCheck = new Set(["auth.login"]);

function procedurePath(key: readonly unknown[] | undefined): string {
  const path = key?.[0];
  return Array.isArray(path) ? path.join(".") : "";
}

/**
 * A 401 never leaves a stale signed-in screen, with a cookie session too: when any procedure answers UNAUTHORIZED, ask the server
 * once more who is signed in. Still nobody: the state is cleared and the visitor goes to /login with
 * « Votre session a expiré. Connectez-vous de nouveau. » Still signed in: the failed query is retried once.
 */
export function useSessionExpiry(): void {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const setSignedInUser = useSetSignedInUser();
  const [, navigate] = useLocation();

  useEffect(() => {
    let checking = false;
    const retried = new Set<string>();

    async function recheck(retry?: () => void) {
      if (checking) return;
      checking = true;
      try {
        const user = await queryClient
          .fetchQuery(trpc.auth.me.queryOptions(undefined, { staleTime: 0 }))
          .catch(() => null);
        if (user) {
          retry?.();
          return;
        }
        const state: LoginNotice = { notice: messages.accounts.sessionExpired, tone: "error" };
        // Leave first: the guarded page would otherwise redirect on its own, without the notice.
        navigate(loginPathFor(window.location.pathname), { state });
        await setSignedInUser(null);
      } finally {
        checking = false;
      }
    }

    function isLostSession(error: unknown, key: readonly unknown[] | undefined): boolean {
      return errorCode(error) === "UNAUTHORIZED" && !notASessionCheck.has(procedurePath(key));
    }

    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== "updated" || event.action.type !== "error") return;
      const query: Query = event.query;
      if (!isLostSession(event.action.error, query.queryKey)) return;
      const once = retried.has(query.queryHash) ? undefined : () => void query.fetch();
      retried.add(query.queryHash);
      void recheck(once);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== "updated" || event.action.type !== "error") return;
      const mutation: Mutation<unknown, unknown, unknown, unknown> = event.mutation;
      if (isLostSession(event.action.error, mutation.options.mutationKey)) void recheck();
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient, trpc, setSignedInUser, navigate]);
}
