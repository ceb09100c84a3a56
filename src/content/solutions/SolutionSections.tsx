import { Link } from "wouter";
import { bookingPagePath, contactLink } from "../../requests/shared/request-links.js";
import { messages } from "../../shared/messages/catalogue.js";
import { balancedGridClass, balancedGridItems } from "../../ui/balanced-grid.js";
import { Container } from "../../ui/Container.js";
import { ExpertiseIcon } from "../../ui/ExpertiseIcon.js";
import { expertiseTheme } from "../../ui/expertise-theme.js";
import { buttonStyles } from "../../ui/forms/button-styles.js";
import { CaseStudyCard } from "../case-studies/CaseStudyCard.js";
import { findCaseStudy } from "../case-study-catalogue.js";
import { findExpertise } from "../shared/expertise-catalogue.js";
import { findOffer } from "../shared/offer-catalogue.js";
import { findSolution, type Solution, solutionPath } from "../solution-catalogue.js";
import { SolutionOfferCard } from "./SolutionOfferCard.js";

/**
 * The documents a solution names by id. A wrong id fails the prerender, hence the build, rather than leave a hole
 * on the page (solution-catalogue.test.ts names it first).
 */
function named<T>(ids: readonly string[], find: (id: string) => T | undefined, what: string, solution: Solution) {
  return ids.map((id) => {
    const found = find(id);
    if (!found) throw new Error(`content/solutions/${solution.id}.mdx: « ${id} » is no ${what}`);
    return found;
  });
}

const sectionTitle = "text-3xl font-bold tracking-tight text-slate-900";

/** Cards two then three to a row, rows balanced (docs/0034): the counts differ from one solution to another. */
const cardSpans = (count: number) => balancedGridItems(count, { sm: 2, lg: 3 });

/** Everything under a solution's heading (the page's static island, solution-sections-island.ts). */
export function SolutionSections({ id }: { id: string }) {
  const solution = findSolution(id);
  if (!solution) return null;
  const offers = named(solution.offers, findOffer, "offer", solution);
  const expertises = named(solution.expertises, findExpertise, "expertise", solution);
  const studies = named(solution.caseStudies, findCaseStudy, "case study", solution);
  const needSpans = balancedGridItems(solution.needs.length, { sm: 2 });
  const offerSpans = cardSpans(offers.length);
  const studySpans = cardSpans(studies.length);
  const expertiseSpans = cardSpans(expertises.length);
  return (
    <>
      <Container as="section" aria-labelledby="needs-title" className="py-16 sm:py-20">
        <h2 id="needs-title" className={sectionTitle}>
          {messages.solutions.needsHeading}
        </h2>
        <ul className={`mt-8 ${balancedGridClass} gap-5`}>
          {solution.needs.map((need, index) => (
            <li key={need.title} className={`${needSpans[index]} rounded-3xl bg-slate-50 p-6 ring-1 ring-slate-200`}>
              <h3 className="text-lg font-semibold text-slate-900">{need.title}</h3>
              <p className="mt-2 text-slate-700">{need.text}</p>
            </li>
          ))}
        </ul>
      </Container>

      <section aria-labelledby="offers-title" className="bg-slate-50 py-16 sm:py-20">
        <Container>
          <h2 id="offers-title" className={sectionTitle}>
            {messages.solutions.fixedPriceOffersHeading}
          </h2>
          <p className="mt-4 max-w-3xl text-lg text-slate-700">{solution.offersIntro}</p>
          <ul className={`mt-10 ${balancedGridClass} gap-6`}>
            {offers.map((offer, index) => (
              <li key={offer.id} className={offerSpans[index]}>
                <SolutionOfferCard offer={offer} />
              </li>
            ))}
          </ul>
          <Link href="/start-scale" className="mt-8 inline-block font-semibold text-brand-700 hover:underline">
            {messages.solutions.allOffersLink} <span aria-hidden="true">→</span>
          </Link>
        </Container>
      </section>

      <Container as="section" aria-labelledby="case-studies-title" className="py-16 sm:py-20">
        <h2 id="case-studies-title" className={sectionTitle}>
          {messages.pageWords.ourCaseStudiesTitle}
        </h2>
        <p className="mt-4 max-w-3xl text-lg text-slate-700">{solution.caseStudiesIntro}</p>
        <ul className={`mt-10 ${balancedGridClass} gap-6`}>
          {studies.map((study, index) => (
            <li key={study.id} className={studySpans[index]}>
              <CaseStudyCard study={study} heading="h3" />
            </li>
          ))}
        </ul>
      </Container>

      <section aria-labelledby="expertises-title" className="bg-slate-50 py-16 sm:py-20">
        <Container>
          <h2 id="expertises-title" className={sectionTitle}>
            {messages.solutions.expertisesHeading}
          </h2>
          <ul className={`mt-10 ${balancedGridClass} gap-5`}>
            {expertises.map((expertise, index) => (
              <li
                key={expertise.id}
                data-testid="solution-expertise"
                className={`${expertiseSpans[index]} group relative rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition hover:shadow-md focus-within:shadow-md`}
              >
                <span
                  className={`flex h-11 w-11 items-center justify-center rounded-2xl ${expertiseTheme[expertise.color].tile}`}
                >
                  <ExpertiseIcon icon={expertise.icon} className="h-6 w-6" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">
                  <Link
                    href={`/expertises/${expertise.id}`}
                    className="after:absolute after:inset-0 after:rounded-3xl hover:underline"
                  >
                    {expertise.title}
                  </Link>
                </h3>
                <p className="mt-2 text-sm text-slate-600">{expertise.pillarDescription}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <Container as="section" aria-labelledby="approach-title" className="py-16 sm:py-20">
        <div className="grid gap-10 lg:grid-cols-[3fr_2fr] lg:items-start">
          <div>
            <h2 id="approach-title" className={sectionTitle}>
              {messages.solutions.wayOfWorkingHeading}
            </h2>
            <div
              className="mt-6 space-y-4 text-lg leading-relaxed text-slate-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the solution's MDX body, rendered to HTML at build time from our own content.
              dangerouslySetInnerHTML={{ __html: solution.html }}
            />
          </div>
          <aside
            aria-labelledby="solution-cta-title"
            data-testid="solution-cta"
            className="on-dark rounded-3xl bg-brand-950 p-8 text-white"
          >
            <h2 id="solution-cta-title" className="text-2xl font-bold">
              {messages.solutions.projectQuestion}
            </h2>
            <p className="mt-3 text-brand-100">{messages.solutions.projectInvitation}</p>
            <div className="mt-6 flex flex-col gap-3">
              <Link
                href={contactLink({ type: "quote", sourcePage: solutionPath(solution.id) })}
                className="inline-flex justify-center rounded-xl bg-white px-6 py-3 text-sm font-bold text-slate-900 hover:bg-slate-100"
              >
                {messages.common.projectLink}
              </Link>
              <Link href={bookingPagePath} className={buttonStyles.outlineOnDark}>
                {messages.pageWords.bookCallLink}
              </Link>
            </div>
          </aside>
        </div>
      </Container>
    </>
  );
}
