import { Link } from "wouter";
import { contactLink } from "../../../requests/shared/request-links.js";
import { messages } from "../../../shared/messages/catalogue.js";
import type { HeaderVariant } from "../../shared/route-table.js";

/**
 * « Parlons de votre projet »: the quote form from every page, in the bar. A plain link in the server's HTML, so
 * it works before and without JavaScript. Below 640 px it wraps onto two balanced lines rather than push the
 * icons out of the bar; from 768 to 1023 px the desktop menu leaves it no room (50 px of overflow measured at
 * 768), so it shows from 1024 px on, and the menu's Assistance entries lead to the same form meanwhile.
 */
export function ProjectCallToAction({ variant }: { variant: HeaderVariant }) {
  const tone =
    variant === "overlay" ? "bg-white text-brand-950 hover:bg-brand-100" : "bg-brand-600 text-white hover:bg-brand-700";
  return (
    <Link
      href={contactLink({ type: "quote" })}
      data-testid="header-call-to-action"
      className={`inline-flex md:hidden lg:inline-flex min-h-10 max-w-32 items-center rounded-full px-3 text-center text-xs leading-tight text-balance font-semibold shadow-sm transition-colors sm:max-w-none sm:px-4 sm:text-sm ${tone}`}
    >
      {messages.common.projectLink}
    </Link>
  );
}
