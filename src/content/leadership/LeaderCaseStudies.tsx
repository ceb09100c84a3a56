import { messages } from "../../shared/messages/catalogue.js";
import { CaseStudyCard } from "../case-studies/CaseStudyCard.js";
import { findCaseStudy } from "../case-study-catalogue.js";
import { useRouteLeader } from "./use-route-leader.js";

/** The case studies of the teams the leader of the page leads. */
export function LeaderCaseStudies() {
  const studies = useRouteLeader()?.caseStudies.flatMap((id) => findCaseStudy(id) ?? []) ?? [];
  if (studies.length === 0) return null;
  return (
    <section aria-labelledby="leader-case-studies-title" className="mb-16">
      <h2 id="leader-case-studies-title" className="text-2xl font-bold text-slate-900">
        {messages.leaders.teamCaseStudiesHeading}
      </h2>
      <ul data-testid="leader-case-studies" className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {studies.map((study) => (
          <li key={study.id}>
            <CaseStudyCard study={study} heading="h3" />
          </li>
        ))}
      </ul>
    </section>
  );
}
