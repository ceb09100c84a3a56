import { Suspense } from "react";
import { Router } from "wouter";
import { adminAreaComponent } from "../admin/admin-module.js";
import { isAdminPath } from "../admin/admin-paths.js";
import { Layout } from "../layout/Layout.js";
import NotFoundPage from "../pages/not-found/NotFoundPage.js";
import { usePageAddress } from "../routes/page-address.js";
import { pageComponent } from "../routes/page-modules.js";
import { matchRoute } from "../routes/route-table.js";
import { type PageData, PageDataProvider } from "./page-data.js";
import { type SiteSettings, SiteSettingsProvider } from "./site-settings.js";

function CurrentPage() {
  const location = usePageAddress();
  if (isAdminPath(location)) {
    const AdminArea = adminAreaComponent();
    return (
      <Layout headerVariant="plain">
        <Suspense fallback={null}>
          <AdminArea />
        </Suspense>
      </Layout>
    );
  }
  const match = matchRoute(location);
  const Page = match ? pageComponent(match.name) : null;
  return (
    <Layout headerVariant={match?.route.header ?? "plain"}>
      {/* During hydration a not-yet-loaded page keeps its server HTML instead of flashing a fallback. */}
      <Suspense fallback={null}>{Page && match ? <Page params={match.params} /> : <NotFoundPage />}</Suspense>
    </Layout>
  );
}

export interface AppProps {
  /** Set when rendering outside a browser (prerender, dev server). */
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
      <Router ssrPath={ssrPath} ssrSearch={ssrSearch}>
        <PageDataProvider data={pageData}>
          <CurrentPage />
        </PageDataProvider>
      </Router>
    </SiteSettingsProvider>
  );
}
