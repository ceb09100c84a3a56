import { useSyncExternalStore } from "react";

/**
 * Whether someone is signed in, for the header's account link on every page. Marketing pages do not load
 * React Query and tRPC (docs/0019-performance-architecture.md), so the header asks `auth.me` with one plain
 * request instead; account screens, which have the full answer, keep this in step (setSignedInUser).
 */
let signedIn = false;
let requested = false;
/** An account screen has said who is signed in: a plain request answered later must not overwrite it. */
let toldByAccount = false;
const listeners = new Set<() => void>();

function update(value: boolean): void {
  if (value === signedIn) return;
  signedIn = value;
  for (const listener of listeners) listener();
}

/** What an account screen learnt (a login, a logout, `auth.me`'s answer). */
export function setSignedInHint(value: boolean): void {
  toldByAccount = true;
  update(value);
}

/** tRPC's answer to a single GET query: `{ result: { data } }`, `data` being the user or null. */
async function askServer(): Promise<void> {
  try {
    const response = await fetch("/trpc/auth.me", { headers: { accept: "application/json" } });
    if (!response.ok) return;
    const body = (await response.json()) as { result?: { data?: unknown } };
    if (!toldByAccount) update(Boolean(body.result?.data));
  } catch {
    // Offline or the server restarting: the link keeps leading to the login screen, which knows better.
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!requested) {
    requested = true;
    void askServer();
  }
  return () => listeners.delete(listener);
}

/** False in the prerendered HTML and until the server says otherwise. */
export function useSignedInHint(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => signedIn,
    () => false,
  );
}
