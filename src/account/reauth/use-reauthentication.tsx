import { Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import { createContext, type ReactNode, useCallback, useContext, useState } from "react";
import { needsReauthentication } from "./needs-reauthentication.js";
import { ReauthenticationForm } from "./reauthentication-form.js";

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
        <Dialog open onClose={() => settle(false)} className="relative z-50">
          <div className="fixed inset-0 bg-slate-950/60" aria-hidden="true" />
          <div className="fixed inset-0 flex items-center justify-center p-4">
            <DialogPanel className="w-full max-w-md rounded-2xl bg-white p-6 shadow-2xl sm:p-8">
              <DialogTitle className="text-lg font-bold text-slate-900">Confirmez votre identité</DialogTitle>
              <p className="mt-1 mb-5 text-sm text-slate-600">
                Cette action est sensible : saisissez votre mot de passe pour continuer.
              </p>
              <ReauthenticationForm onConfirmed={() => settle(true)} onCancel={() => settle(false)} />
            </DialogPanel>
          </div>
        </Dialog>
      ) : null}
    </ReauthenticationContext.Provider>
  );
}
