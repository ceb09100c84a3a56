import { useSyncExternalStore } from "react";
import { messages } from "../shared/messages/catalogue.js";

/**
 * Short notices after an action ("Profil mis à jour"), at the bottom of the window (centred on a phone, at the
 * right from 640 px), gone after a few seconds or when closed; kept while the pointer or the focus is on them.
 * Never at the top: the sticky header and the back-office's navigation are there, and a notice over them hid
 * the very links one reaches for next (docs/0057). Ours rather than sonner (docs/0048): sonner 2.0.8 is
 * 8.4 KB brotli against these 0.7 KB, on account screens already at 101–109 KB of their 110, and it writes its
 * styles into a `<style>` element when it loads, which the Content-Security-Policy without 'unsafe-inline' for
 * styles refuses (docs/0019). Loading it on the first toast would not do either: the sign-out that fails for want
 * of a network must still say so.
 *
 * The list lives in this module, so a notice given just before a screen changes shows on the next one.
 */
export interface Toast {
  id: number;
  tone: "success" | "error";
  message: string;
}

const LIFETIME_MS = 5000;
let toasts: readonly Toast[] = [];
let nextId = 1;
let paused = false;
const timers = new Map<number, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();

function publish(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function dismissToast(id: number) {
  clearTimeout(timers.get(id));
  timers.delete(id);
  publish(toasts.filter((toast) => toast.id !== id));
}

function startTimer(id: number) {
  timers.set(
    id,
    setTimeout(() => dismissToast(id), LIFETIME_MS),
  );
}

function show(tone: Toast["tone"], message: string) {
  const id = nextId++;
  publish([...toasts, { id, tone, message }]);
  if (!paused) startTimer(id);
}

export const toast = {
  success: (message: string) => show("success", message),
  error: (message: string) => show("error", message),
};

/** While the visitor reads or reaches for a notice, none goes; each gets its full time again after. */
function pause(on: boolean) {
  if (paused === on) return;
  paused = on;
  for (const toast of toasts) {
    clearTimeout(timers.get(toast.id));
    if (!on) startTimer(toast.id);
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const tones: Record<Toast["tone"], string> = {
  success: "border-emerald-200 bg-emerald-50 text-emerald-900",
  error: "border-red-200 bg-red-50 text-red-900",
};

export function Toasts() {
  const shown = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => [],
  );
  return (
    <section
      aria-label={messages.toasts.listLabel}
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4 sm:justify-end"
    >
      <ol
        className="pointer-events-auto flex w-full max-w-sm flex-col gap-2"
        onMouseEnter={() => pause(true)}
        onMouseLeave={() => pause(false)}
        onFocus={() => pause(true)}
        onBlur={() => pause(false)}
      >
        {shown.map((toast) => (
          <li
            key={toast.id}
            className={`flex animate-fade-in items-start gap-3 rounded-xl border px-4 py-3 text-sm font-medium shadow-lg ${tones[toast.tone]}`}
          >
            <p className="grow">{toast.message}</p>
            <button
              type="button"
              aria-label={messages.toasts.closeLabel}
              onClick={() => dismissToast(toast.id)}
              className="-m-1 rounded p-1 leading-none opacity-70 hover:opacity-100"
            >
              ×
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
