import type { ReactNode } from "react";
import { PageMeta } from "../../app/page-meta.js";
import { Toasts } from "../../ui/toasts.js";
import { useSessionExpiry } from "../session-expiry.js";

/**
 * The root of every account screen: its title, the toasts and the lost-session watch. The toaster
 * lives here rather than in the shell (sonner replays toasts still on screen when the next account
 * screen mounts its own); it loads with the first toast (src/ui/toasts.tsx).
 */
export function AccountPage({ title, children }: { title: string; children: ReactNode }) {
  useSessionExpiry();
  return (
    <>
      <PageMeta title={title} description={`${title} : votre espace client Novadis.`} />
      {children}
      <Toasts />
    </>
  );
}
