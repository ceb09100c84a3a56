import { type MouseEvent, Suspense, use } from "react";
import { Link } from "wouter";
import { PageMeta, trail } from "../../app/PageMeta.js";
import type { PageProps } from "../../app/routes/page-modules.js";
import { buildPath } from "../../app/shared/route-table.js";
import { useSiteSettings } from "../../app/site-settings.js";
import { formatLongDate } from "../../shared/locale-text/content-dates.js";
import { messages } from "../../shared/messages/catalogue.js";
import { Container } from "../../ui/Container.js";
import { proseClasses } from "../../ui/prose.js";
import { useInSiteLinks } from "../../ui/use-in-site-links.js";
import { legalHtml } from "../legal-body.js";
import { findLegalPage, type LegalPage, legalPages, tableOfContents } from "../legal-pages.js";
import { TranslationNotice } from "../shared/TranslationNotice.js";

function TableOfContents({ page }: { page: LegalPage }) {
  return (
    <nav aria-labelledby="toc-title" className="rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200 lg:sticky lg:top-6">
      <h2 id="toc-title" className="text-sm font-bold uppercase tracking-wider text-slate-900">
        {messages.legal.tableOfContentsHeading}
      </h2>
      <ol className="mt-4 space-y-1 text-sm">
        {tableOfContents(page).map((entry) => (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              className="block rounded-lg px-2 py-1.5 text-slate-700 hover:bg-white hover:text-brand-700"
            >
              {entry.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * The text arrives with its own chunk. While hydrating, the server's HTML stays in place until it has;
 * after a client-side navigation, the space is held for it.
 */
function LegalBody({ id, onClick }: { id: string; onClick: (event: MouseEvent<HTMLElement>) => void }) {
  const html = use(legalHtml(id));
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: it only catches clicks bubbling from the links inside, and a keyboard-activated link fires the same click.
    <article
      className={proseClasses}
      onClick={onClick}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the legal text's MDX body, rendered to HTML at build time from our own content.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

function LegalDocument({ page }: { page: LegalPage }) {
  const followInSiteLink = useInSiteLinks();
  const { supportEmail } = useSiteSettings();
  const others = legalPages.filter((other) => other.id !== page.id);
  return (
    <>
      <PageMeta
        title={page.title}
        description={page.description}
        breadcrumbs={trail({ name: page.title, path: buildPath("/legal/:slug", { slug: page.id }) })}
      />
      <header className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white py-12 sm:py-16">
        <Container>
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">
            {messages.legal.sectionLabel}
          </p>
          <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{page.title}</h1>
          <p className="mt-4 text-sm text-slate-600">
            {messages.legal.lastUpdatedLabel}{" "}
            <time dateTime={page.lastUpdated.slice(0, 10)}>{formatLongDate(page.lastUpdated)}</time>
          </p>
          <TranslationNotice document={page} frenchPath={`/legal/${page.id}`} />
        </Container>
      </header>

      <div className="py-12">
        <Container className="grid gap-10 lg:grid-cols-[16rem_1fr] lg:gap-16">
          <aside>
            <TableOfContents page={page} />
          </aside>
          <div className="min-w-0 max-w-3xl">
            <Suspense fallback={<div className="min-h-[60vh]" />}>
              <LegalBody id={page.id} onClick={followInSiteLink} />
            </Suspense>

            <section aria-labelledby="support-contact" className="mt-16 rounded-2xl bg-brand-950 p-6 text-white sm:p-8">
              <h2 id="support-contact" className="text-xl font-bold">
                {messages.legal.supportContactHeading}
              </h2>
              <p className="mt-2 text-brand-100">{messages.legal.supportContactLabel}</p>
              <a
                href={`mailto:${supportEmail}`}
                className="mt-4 inline-block break-all text-lg font-semibold text-white underline decoration-brand-300 underline-offset-4 hover:decoration-white"
              >
                {supportEmail}
              </a>
            </section>

            <nav aria-label={messages.legal.otherDocumentsLabel} className="mt-10">
              <h2 className="text-sm font-bold uppercase tracking-wider text-slate-900">
                {messages.legal.otherDocumentsHeading}
              </h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {others.map((other) => (
                  <li key={other.id}>
                    <Link
                      href={`/legal/${other.id}`}
                      className="inline-block rounded-full border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:border-brand-500 hover:text-brand-700"
                    >
                      {other.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </Container>
      </div>
    </>
  );
}

function LegalNotFound() {
  return (
    <Container as="section" className="py-24 text-center">
      <PageMeta title={messages.legal.notFoundTitle} description={messages.legal.notFoundDescription} />
      <h1 className="text-3xl font-bold text-slate-900">{messages.legal.notFoundTitle}</h1>
      <p className="mt-4 text-slate-600">{messages.legal.notFoundListLabel}</p>
      <ul className="mt-8 space-y-2">
        {legalPages.map((page) => (
          <li key={page.id}>
            <Link href={`/legal/${page.id}`} className="font-semibold text-brand-700 hover:text-brand-900">
              {page.title}
            </Link>
          </li>
        ))}
      </ul>
    </Container>
  );
}

export default function LegalPageRoute({ params }: PageProps) {
  const page = findLegalPage(params.slug ?? "");
  return page ? <LegalDocument page={page} /> : <LegalNotFound />;
}
