import { type ReactNode, useEffect } from "react";
import { Link, useLocation } from "wouter";
import { recordNavigation } from "../app/in-site-history.js";
import type { HeaderVariant } from "../routes/route-table.js";
import { brand } from "../site/brand.js";

export function Layout({ headerVariant, children }: { headerVariant: HeaderVariant; children: ReactNode }) {
  const [location] = useLocation();
  // Client-side navigation keeps the scroll position unless told otherwise; a new page starts at its top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change by design.
  useEffect(() => {
    recordNavigation();
    window.scrollTo(0, 0);
  }, [location]);

  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Aller au contenu
      </a>
      <header
        data-variant={headerVariant}
        className={headerVariant === "overlay" ? "bg-brand-950 text-white" : "border-b border-slate-200 bg-white"}
      >
        <nav aria-label="Navigation principale" className="mx-auto flex max-w-6xl items-center gap-6 px-4 py-4">
          <Link href="/" className="text-lg font-bold">
            {brand.name}
          </Link>
          <Link href="/expertises">Expertises</Link>
          <Link href="/start-scale">Start &amp; Scale</Link>
          <Link href="/applications">Applications</Link>
          <Link href="/support">Assistance</Link>
        </nav>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
      <footer className="border-t border-slate-200 bg-slate-50 px-4 py-8 text-sm text-slate-600">
        <p className="mx-auto max-w-6xl">France (Français)</p>
      </footer>
    </div>
  );
}
