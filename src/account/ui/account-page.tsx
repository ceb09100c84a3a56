import type { ReactNode } from "react";
import { Toaster } from "sonner";
import { PageMeta } from "../../app/page-meta.js";
import { useSessionExpiry } from "../session-expiry.js";

/**
 * The root of every account screen: its title, the toasts and the lost-session watch. The toaster
 * lives here rather than in the shell so marketing pages never download it (sonner replays
 * toasts still on screen when the next account screen mounts its own).
 */
export function AccountPage({ title, children }: { title: string; children: ReactNode }) {
  useSessionExpiry();
  return (
    <>
      <PageMeta title={title} description={`${title} : votre espace client Novadis.`} />
      {children}
      <Toaster position="top-center" richColors closeButton />
    </>
  );
}
