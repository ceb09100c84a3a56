import { useSyncExternalStore } from "react";
import { usePageData } from "../app/page-data.js";

/**
 * Whether someone is signed in, for the header's account icon on every page. Marketing pages do not load
 * React Query (issue 14), so the header does not read `auth.me` through it: it asks the server once with a
 * plain request, and the account screens, which do hold `auth.me`, tell it each change (signed-in-state.ts,
 * use-current-user.ts), so that both always agree after a sign-in or a sign-out.
 */
let signedIn: boolean | undefined;
let asked = false;
const listeners = new Set<() => void>();

export function setSignedInHint(value: boolean): void {
  if (signedIn === value) return;
  signedIn = value;
  for (const listener of listeners) listener();
}

interface MeAnswer {
  result?: { data?: unknown };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!asked) {
    asked = true;
    void fetch("/trpc/auth.me", { headers: { accept: "application/json" } })
      .then((response) => (response.ok ? (response.json() as Promise<MeAnswer>) : null))
      // An account screen may have answered first, and more recently: its answer stands.
      .then((answer) => signedIn === undefined && setSignedInHint(Boolean(answer?.result?.data)))
      .catch(() => undefined);
  }
  return () => listeners.delete(listener);
}

/**
 * The page rendered at request time for a signed-in user says so in its data, so its HTML, hydration and
 * header agree from the start; a prerendered page starts signed out until the server has answered.
 */
export function useSignedIn(): boolean {
  const seeded = usePageData()?.queries?.some((query) => query.path === "auth.me" && query.data != null) ?? false;
  return useSyncExternalStore(
    subscribe,
    () => signedIn ?? seeded,
    () => seeded,
  );
}
