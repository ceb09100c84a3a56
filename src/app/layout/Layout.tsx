import type { ReactNode } from "react";
import type { HeaderVariant } from "../shared/route-table.js";
import { Footer } from "./footer/Footer.js";
import { Header } from "./header/Header.js";
import { PageArrival } from "./PageArrival.js";
import { SkipLink } from "./SkipLink.js";
import { useNewPageAtTop } from "./use-new-page-at-top.js";

/**
 * The frame of the site's pages (the back-office has its own: StaffLayout.tsx). With the `overlay` header
 * the page's first section slides under the transparent bar (`-mt-header`); a dark band the height of the
 * bar sits behind it either way, so the light header text stays readable on a page that does not (see
 * docs/0006-site-shell-and-home.md).
 */
export function Layout({ headerVariant, children }: { headerVariant: HeaderVariant; children: ReactNode }) {
  useNewPageAtTop();

  const band =
    headerVariant === "overlay"
      ? "bg-[linear-gradient(var(--color-brand-950),var(--color-brand-950))] bg-[length:100%_var(--spacing-header)] bg-no-repeat"
      : "";
  return (
    <div className={`flex min-h-screen flex-col bg-white text-slate-900 ${band}`}>
      <SkipLink />
      <Header variant={headerVariant} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer />
      <PageArrival />
    </div>
  );
}
