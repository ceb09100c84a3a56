import type { ReactNode } from "react";
import { PageMeta } from "../../app/PageMeta.js";
import { messages } from "../../shared/messages/catalogue.js";
import { Toasts } from "../../ui/Toasts.js";
import { useSessionExpiry } from "../session-expiry.js";

/**
 * The root of every account screen: its title, the toasts and the lost-session watch. The toasts
 * live here rather than in the shell (marketing pages give none); a notice still on screen shows again
 * on the next account screen (src/ui/Toasts.tsx).
 */
export function AccountPage({ title, children }: { title: string; children: ReactNode }) {
  useSessionExpiry();
  return (
    <>
      <PageMeta title={title} description={messages.accountPage.description(title)} />
      {children}
      <Toasts />
    </>
  );
}
