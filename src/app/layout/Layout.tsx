import { type ReactNode, useEffect } from "react";
import { recordNavigation } from "../in-site-history.js";
import { usePageAddress } from "../routes/page-address.js";
import type { HeaderVariant } from "../routes/route-table.js";
import { Footer } from "./footer/Footer.js";
import { Header } from "./header/Header.js";
import { PageArrival } from "./PageArrival.js";

/**
 * The frame of every page. With the `overlay` header the page's first section slides under the
 * transparent bar (`-mt-header`); a dark band the height of the bar sits behind it either way, so
 * the light header text stays readable on a page that does not (see docs/0006-site-shell-and-home.md).
 */
export function Layout({ headerVariant, children }: { headerVariant: HeaderVariant; children: ReactNode }) {
  const location = usePageAddress();
  // Client-side navigation keeps the scroll position unless told otherwise; a new page starts at its top
  // (an overlay opening at its own address leaves the page where it is).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change by design.
  useEffect(() => {
    recordNavigation();
    window.scrollTo(0, 0);
  }, [location]);

  const band =
    headerVariant === "overlay"
      ? "bg-[linear-gradient(var(--color-brand-950),var(--color-brand-950))] bg-[length:100%_var(--spacing-header)] bg-no-repeat"
      : "";
  return (
    <div className={`flex min-h-screen flex-col bg-white text-slate-900 ${band}`}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-800 focus:shadow-lg"
      >
        Aller au contenu
      </a>
      <Header variant={headerVariant} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer />
      <PageArrival />
    </div>
  );
}
