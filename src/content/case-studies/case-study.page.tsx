import { Link } from "wouter";
import { PageMeta, sections, trail } from "../../app/PageMeta.js";
import type { PageProps } from "../../app/routes/page-modules.js";
import { buildPath } from "../../app/shared/route-table.js";
import { contactLink } from "../../requests/shared/request-links.js";
import { messages } from "../../shared/messages/catalogue.js";
import { Container } from "../../ui/Container.js";
import { type CaseStudy, caseStudyCoverPath, findCaseStudy } from "../case-study-catalogue.js";
import { caseStudyPath } from "../case-study-paths.js";
import NotFoundPage from "../not-found/NotFoundPage.js";
import { findExpertise } from "../shared/expertise-catalogue.js";

function Facts({ study }: { study: CaseStudy }) {
  return (
    <dl className="space-y-5 rounded-3xl bg-slate-50 p-6 text-sm ring-1 ring-slate-200">
      <div>
        <dt className="font-semibold text-slate-900">{messages.caseStudies.clientLabel}</dt>
        <dd className="mt-1 text-slate-700">{study.client}</dd>
      </div>
      <div>
        <dt className="font-semibold text-slate-900">{messages.caseStudies.sectorLabel}</dt>
        <dd className="mt-1 text-slate-700">{study.sector}</dd>
      </div>
      <div>
        <dt className="font-semibold text-slate-900">{messages.caseStudies.launchLabel}</dt>
        <dd className="mt-1 text-slate-700">{study.year}</dd>
      </div>
      <div>
        <dt className="font-semibold text-slate-900">{messages.caseStudies.expertisesLabel}</dt>
        {study.expertises.map((id) => (
          <dd key={id} className="mt-1">
            <Link href={`/expertises/${id}`} className="font-medium text-brand-700 underline hover:text-brand-900">
              {findExpertise(id)?.title ?? id}
            </Link>
          </dd>
        ))}
      </div>
      {/* A link, not the offer's name: the offers' data would weigh on this page's JavaScript (docs/0019). */}
      {study.offer && (
        <div>
          <dt className="font-semibold text-slate-900">{messages.caseStudies.fixedPriceOfferLabel}</dt>
          <dd className="mt-1">
            <Link
              href={buildPath("/start-scale/:id", { id: study.offer })}
              className="font-medium text-brand-700 underline hover:text-brand-900"
            >
              {messages.caseStudies.offerLink}
            </Link>
          </dd>
        </div>
      )}
      <div>
        <dt className="font-semibold text-slate-900">{messages.caseStudies.technologiesLabel}</dt>
        <dd className="mt-2 flex flex-wrap gap-2">
          {study.stack.map((technology) => (
            <span key={technology} className="rounded-full bg-white px-3 py-1 text-slate-700 ring-1 ring-slate-200">
              {technology}
            </span>
          ))}
        </dd>
      </div>
    </dl>
  );
}

function CaseStudyDetail({ study }: { study: CaseStudy }) {
  const path = caseStudyPath(study.id);
  return (
    <>
      <PageMeta
        title={messages.caseStudies.caseStudyTitle(study.client)}
        description={study.summary}
        breadcrumbs={trail(sections.caseStudies, { name: study.client, path })}
      />
      <section className="relative overflow-hidden bg-brand-950 pb-16 pt-28 text-white sm:pt-36">
        <Container className="relative grid items-center gap-10 lg:grid-cols-2">
          <div>
            <Link
              href="/realisations"
              className="inline-flex items-center gap-1.5 text-sm font-semibold text-white/90 hover:text-white"
            >
              <span aria-hidden="true">←</span> {messages.caseStudies.allCaseStudiesLink}
            </Link>
            <p className="mt-8 text-sm font-semibold uppercase tracking-widest text-brand-300">
              {study.client} · {study.sector}
            </p>
            <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-5xl">{study.title}</h1>
            <p className="mt-6 text-lg text-brand-100">{study.summary}</p>
          </div>
          <img
            src={caseStudyCoverPath(study.id)}
            alt=""
            width={800}
            height={450}
            className="aspect-video w-full rounded-3xl object-cover ring-1 ring-white/20"
          />
        </Container>
      </section>

      <Container as="section" aria-labelledby="results-title" className="relative -mt-8">
        <h2 id="results-title" className="sr-only">
          {messages.caseStudies.resultsHeading}
        </h2>
        <ul data-testid="case-study-results" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {study.results.map((result) => (
            <li key={result.label} className="rounded-3xl bg-white p-6 shadow-lg ring-1 ring-slate-200">
              <strong className="block text-4xl font-extrabold tracking-tight text-brand-700 sm:text-5xl">
                {result.figure}
              </strong>{" "}
              <span className="mt-2 block text-slate-700">{result.label}</span>
            </li>
          ))}
        </ul>
      </Container>

      <div className="py-16">
        <Container className="grid gap-12 lg:grid-cols-[3fr_2fr]">
          <div>
            <section aria-labelledby="challenge-title">
              <h2 id="challenge-title" className="text-2xl font-bold text-slate-900">
                {messages.caseStudies.challengeHeading}
              </h2>
              <p className="mt-4 leading-relaxed text-slate-700">{study.challenge}</p>
            </section>
            <section aria-labelledby="approach-title" className="mt-12">
              <h2 id="approach-title" className="text-2xl font-bold text-slate-900">
                {messages.caseStudies.whatWeDidHeading}
              </h2>
              <div
                className="mt-4 space-y-4 leading-relaxed text-slate-700"
                // biome-ignore lint/security/noDangerouslySetInnerHtml: the case study's MDX body, rendered to HTML at build time from our own content.
                dangerouslySetInnerHTML={{ __html: study.html }}
              />
            </section>
            <figure className="mt-12 rounded-3xl bg-brand-50 p-8">
              <blockquote className="text-lg font-medium leading-relaxed text-slate-900">
                <p>« {study.quote.text} »</p>
              </blockquote>
              <figcaption className="mt-4 text-sm text-slate-700">
                <span className="font-semibold text-slate-900">{study.quote.name}</span>, {study.quote.role},{" "}
                {study.client}
              </figcaption>
            </figure>
          </div>
          <aside className="space-y-8">
            <Facts study={study} />
            <section aria-labelledby="team-title" className="rounded-3xl bg-white p-6 ring-1 ring-slate-200">
              <h2 id="team-title" className="text-xl font-bold text-slate-900">
                {messages.caseStudies.teamHeading}
              </h2>
              <ul className="mt-4 space-y-2 text-sm">
                {study.team.map((member) => (
                  <li key={member.name}>
                    <span className="font-semibold text-slate-900">{member.name}</span>
                    <span className="text-slate-600"> : {member.role}</span>
                  </li>
                ))}
              </ul>
            </section>
          </aside>
        </Container>
      </div>

      <Container as="section" aria-labelledby="cta-title" className="pb-20">
        <div className="rounded-3xl bg-brand-950 px-6 py-12 text-center text-white sm:px-12">
          <h2 id="cta-title" className="text-2xl font-bold sm:text-3xl">
            {messages.caseStudies.comparableQuestion}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-white/90">{messages.caseStudies.projectInvitation}</p>
          <Link
            href={contactLink({
              type: "quote",
              offerId: study.offer,
              expertiseId: study.expertises[0],
              sourcePage: path,
            })}
            data-testid="case-study-cta"
            className="mt-8 inline-flex rounded-xl bg-white px-6 py-3 text-sm font-bold text-slate-900 hover:bg-slate-100"
          >
            {messages.common.projectLink}
          </Link>
        </div>
      </Container>
    </>
  );
}

export default function CaseStudyPage({ params }: PageProps) {
  const study = findCaseStudy(params.slug ?? "");
  return study ? <CaseStudyDetail study={study} /> : <NotFoundPage />;
}
