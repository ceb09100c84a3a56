import { PageMeta, trail } from "../../app/PageMeta.js";
import type { PageProps } from "../../app/routes/page-modules.js";
import { messages } from "../../shared/messages/catalogue.js";
import { Container } from "../../ui/Container.js";
import NotFoundPage from "../not-found/NotFoundPage.js";
import { findSolution, type Solution, solutionPath } from "../solution-catalogue.js";
import { solutionSections } from "./solution-sections-island.js";

function SolutionDetail({ solution }: { solution: Solution }) {
  const path = solutionPath(solution.id);
  const Sections = solutionSections(solution.id);
  return (
    <>
      <PageMeta
        title={messages.searchScreens.solutionsTitle(solution.audience)}
        description={solution.description}
        breadcrumbs={trail({ name: `Solutions ${solution.audience}`, path })}
      />
      <section className="relative overflow-hidden bg-brand-950 pt-28 pb-16 text-white sm:pt-36">
        <div
          aria-hidden="true"
          className="absolute -top-40 -right-40 h-[32rem] w-[32rem] rounded-full bg-violet-500/20 blur-3xl"
        />
        <Container className="relative">
          <p className="text-sm font-semibold tracking-widest text-brand-300 uppercase">
            {messages.solutions.audienceLabel(solution.audience)}
          </p>
          <h1 className="mt-4 max-w-4xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {solution.title}
          </h1>
          <p className="mt-6 max-w-3xl text-lg text-brand-100 sm:text-xl">{solution.lead}</p>
        </Container>
      </section>
      <Sections />
    </>
  );
}

/** A solution by audience (/solutions/{id}): its needs, offers, expertises, case studies and call to action. */
export default function SolutionPage({ params }: PageProps) {
  const solution = findSolution(params.id ?? "");
  return solution ? <SolutionDetail solution={solution} /> : <NotFoundPage />;
}
