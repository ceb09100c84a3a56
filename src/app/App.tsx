import { type ReactNode, Suspense, useDeferredValue } from "react";
import { Router } from "wouter";
import { adminAreaComponent } from "../back-office/admin-module.js";
import { isAdminPath } from "../back-office/shared/admin-paths.js";
import NotFoundPage from "../content/not-found/NotFoundPage.js";
import { Layout } from "./layout/Layout.js";
import { StaffLayout } from "./layout/StaffLayout.js";
import { type PageData, PageDataProvider } from "./page-data.js";
import { localeRouter } from "./routes/locale-router.js";
import { ShownPageAddress, usePageAddress, useRequestedPageAddress } from "./routes/page-address.js";
import { pageComponent } from "./routes/page-modules.js";
import { matchRoute } from "./shared/route-table.js";
import { type SiteSettings, SiteSettingsProvider } from "./site-settings.js";

/**
 * The page on screen stays until the next one can paint: the address it is rendered for is a deferred copy of
 * the requested one, so React renders the next page in the background and, while its lazily loaded code is on
 * its way (it suspends), keeps showing the previous page instead of an empty `<main>` under a blank fallback
 * (docs/0052-navigation-keeps-the-page.md). The router's own location cannot be updated in a transition: wouter
 * reads it from an external store, whose updates React always applies at once.
 */
function KeepPageUntilNextIsReady({ children }: { children: ReactNode }) {
  const shown = useDeferredValue(useRequestedPageAddress());
  return <ShownPageAddress value={shown}>{children}</ShownPageAddress>;
}

function CurrentPage() {
  const location = usePageAddress();
  if (isAdminPath(location)) {
    const AdminArea = adminAreaComponent();
    return (
      <StaffLayout>
        <Suspense fallback={null}>
          <AdminArea />
        </Suspense>
      </StaffLayout>
    );
  }
  const match = matchRoute(location);
  const Page = match ? pageComponent(match.name) : null;
  return (
    <Layout headerVariant={match?.route.header ?? "plain"}>
      {/* During hydration a not-yet-loaded page keeps its server HTML instead of flashing a fallback; after it, the
          fallback never shows either: the previous page stays (KeepPageUntilNextIsReady). */}
      <Suspense fallback={null}>{Page && match ? <Page params={match.params} /> : <NotFoundPage />}</Suspense>
    </Layout>
  );
}

export interface AppProps {
  /** Set when rendering outside a browser (prerender, dev server): the public address, English on English pages. */
  ssrPath?: string;
  ssrSearch?: string;
  /** Public deployment settings: given by the prerender, read back from the page by the browser. */
  siteSettings: SiteSettings;
  /** Given to a page rendered at request time (a form's state, the signed-in user); absent when prerendered. */
  pageData?: PageData | undefined;
}

export function App({ ssrPath, ssrSearch, siteSettings, pageData }: AppProps) {
  return (
    <SiteSettingsProvider settings={siteSettings}>
      <Router ssrPath={ssrPath} ssrSearch={ssrSearch} {...localeRouter}>
        <KeepPageUntilNextIsReady>
          <PageDataProvider data={pageData}>
            <CurrentPage />
          </PageDataProvider>
        </KeepPageUntilNextIsReady>
      </Router>
    </SiteSettingsProvider>
  );
}
