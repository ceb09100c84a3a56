import { PageMeta, sections, trail } from "../../app/PageMeta.js";
import { messages } from "../../shared/messages/catalogue.js";
import { balancedGridClass, balancedGridItems } from "../../ui/balanced-grid.js";
import { Container } from "../../ui/Container.js";
import { type CaseStudy, caseStudiesByExpertisePath } from "../case-study-catalogue.js";
import type { Expertise } from "../shared/expertise-catalogue.js";
import { CaseStudyCard } from "./CaseStudyCard.js";
import { ClientLogoWall } from "./ClientLogoWall.js";
import { ExpertiseFilter } from "./ExpertiseFilter.js";

const LEAD = messages.caseStudies.listingLead;

/** /realisations, or its list narrowed to one expertise (/realisations/expertise/{id}). */
export function CaseStudyListing({ studies, expertise }: { studies: readonly CaseStudy[]; expertise?: Expertise }) {
  const cardSpans = balancedGridItems(studies.length, { md: 2, lg: 3 });
  return (
    <>
      <PageMeta
        title={
          expertise ? messages.caseStudies.ofExpertiseTitle(expertise.title) : messages.pageWords.ourCaseStudiesTitle
        }
        description={LEAD}
        {...(expertise && {
          breadcrumbs: trail(sections.caseStudies, {
            name: expertise.title,
            path: caseStudiesByExpertisePath(expertise.id),
          }),
        })}
      />
      <section className="relative overflow-hidden bg-brand-950 pb-20 pt-28 text-white sm:pt-36">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_85%_15%,rgba(99,102,241,0.5),transparent_45%),radial-gradient(circle_at_15%_100%,rgba(16,185,129,0.2),transparent_40%)]"
        />
        <Container className="relative">
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-300">
            {messages.pageTrail.caseStudiesLink}
          </p>
          <h1 className="mt-4 text-4xl font-extrabold tracking-tight sm:text-6xl">
            {expertise ? expertise.title : messages.pageWords.ourCaseStudiesTitle}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-brand-100 sm:text-xl">{LEAD}</p>
        </Container>
      </section>

      <section aria-labelledby="case-studies-title" className="py-16">
        <Container>
          <h2 id="case-studies-title" className="sr-only">
            {messages.caseStudies.caseStudiesHeading}
          </h2>
          <ExpertiseFilter selected={expertise?.id} />
          <p className="mt-6 text-sm font-medium text-slate-600">{messages.caseStudies.countCaption(studies.length)}</p>
          <ul className={`mt-6 ${balancedGridClass} gap-6`}>
            {studies.map((study, index) => (
              <li key={study.id} className={cardSpans[index]}>
                <CaseStudyCard study={study} />
              </li>
            ))}
          </ul>
        </Container>
      </section>
      <ClientLogoWall />
    </>
  );
}
