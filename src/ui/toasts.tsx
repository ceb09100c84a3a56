import { lazy, Suspense, useSyncExternalStore } from "react";

/**
 * Toasts (sonner) loaded on the first one shown: a screen that never says "saved" never downloads them
 * (~10 KB brotli that every account screen loaded before any interaction, issue 14). `toast` asks for
 * sonner and hands it the message; `Toasts` renders sonner's toaster once something was asked for, and
 * sonner replays to a toaster that subscribes late the toasts still on screen.
 */
let sonner: Promise<typeof import("sonner")> | undefined;
const listeners = new Set<() => void>();

function loadSonner() {
  if (!sonner) {
    sonner = import("sonner");
    for (const listener of listeners) listener();
  }
  return sonner;
}

export const toast = {
  success: (message: string) => void loadSonner().then(({ toast }) => toast.success(message)),
  error: (message: string) => void loadSonner().then(({ toast }) => toast.error(message)),
};

const Toaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function Toasts() {
  const asked = useSyncExternalStore(
    subscribe,
    () => sonner !== undefined,
    () => false,
  );
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" richColors closeButton />
    </Suspense>
  );
}
