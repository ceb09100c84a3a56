import { useSyncExternalStore } from "react";
import type { PublicUser } from "../accounts/shared/auth-schemas.js";
import { queryProcedure } from "./call-procedure.js";
import { usePageData } from "./page-data.js";

/**
 * Who is signed in, for the header's account icon on every page and the public forms' prefill. Marketing pages
 * do not load React Query (docs/0019), so neither reads `auth.me` through it: the server is asked once with a
 * plain request, and the account screens, which do hold `auth.me`, tell this hint each change (signed-in-state.ts,
 * use-current-user.ts), so that both always agree after a sign-in or a sign-out.
 */
let visitor: PublicUser | null | undefined;
let asked = false;
const listeners = new Set<() => void>();

export function setSignedInHint(user: PublicUser | null): void {
  if (visitor === user) return;
  visitor = user;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!asked) {
    asked = true;
    void queryProcedure("auth.me")
      // An account screen may have answered first, and more recently: its answer stands.
      .then((user) => visitor === undefined && setSignedInHint(user ?? null))
      .catch(() => undefined);
  }
  return () => listeners.delete(listener);
}

/**
 * The page rendered at request time for a signed-in user says so in its data, so its HTML, hydration and
 * header agree from the start; a prerendered page starts signed out until the server has answered.
 */
function useSeededUser(): PublicUser | null {
  const seeded = usePageData()?.queries?.find((query) => query.path === "auth.me")?.data;
  return (seeded as PublicUser | null | undefined) ?? null;
}

/** The signed-in visitor (null when signed out or not known yet), from the one `auth.me` answer of the visit. */
export function useSignedInUser(): PublicUser | null {
  const seeded = useSeededUser();
  return useSyncExternalStore(
    subscribe,
    () => (visitor === undefined ? seeded : visitor),
    () => seeded,
  );
}

export function useSignedIn(): boolean {
  return useSignedInUser() !== null;
}
