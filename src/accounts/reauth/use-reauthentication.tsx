import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useState } from "react";
import { needsReauthentication } from "./needs-reauthentication.js";

const ReauthenticationDialog = lazy(() => import("./ReauthenticationDialog.js"));

type RunSensitive = <T>(action: () => Promise<T>) => Promise<T>;

const ReauthenticationContext = createContext<RunSensitive | null>(null);

/**
 * Runs a sensitive action; when the server asks for a recent proof of identity, asks for the password in
 * a dialog and runs the action again. Closing the dialog rejects with the server's refusal, so the
 * caller shows its message as for any other refusal.
 *
 *   const runSensitive = useReauthentication();
 *   await runSensitive(() => remove.mutateAsync(values));
 */
export function useReauthentication(): RunSensitive {
  const run = useContext(ReauthenticationContext);
  if (!run) throw new Error("useReauthentication needs a ReauthenticationProvider above it");
  return run;
}

/** Holds the dialog for the sensitive actions below it (the dashboard). */
export function ReauthenticationProvider({ children }: { children: ReactNode }) {
  const [waiting, setWaiting] = useState<((confirmed: boolean) => void) | null>(null);

  const run = useCallback<RunSensitive>(async (action) => {
    try {
      return await action();
    } catch (error) {
      if (!needsReauthentication(error)) throw error;
      const confirmed = await new Promise<boolean>((resolve) => setWaiting(() => resolve));
      if (!confirmed) throw error;
      return action();
    }
  }, []);

  const settle = useCallback(
    (confirmed: boolean) => {
      waiting?.(confirmed);
      setWaiting(null);
    },
    [waiting],
  );

  return (
    <ReauthenticationContext.Provider value={run}>
      {children}
      {/* Only while asking: closed, Headless UI's Dialog still renders a hidden element with a style attribute,
          which the Content-Security-Policy refuses in the server's HTML. */}
      {waiting !== null ? (
        <Suspense fallback={null}>
          <ReauthenticationDialog settle={settle} />
        </Suspense>
      ) : null}
    </ReauthenticationContext.Provider>
  );
}
