import { Link } from "wouter";
import { messages } from "../../shared/messages/catalogue.js";
import { caseStudiesByExpertisePath, caseStudiesWithExpertise } from "../case-study-catalogue.js";
import { expertises } from "../shared/expertise-catalogue.js";

/** The expertises some case study draws on; the others would lead to an empty list. */
const filterable = expertises.filter((expertise) => caseStudiesWithExpertise(expertise.id).length > 0);

const chipClass = "inline-flex rounded-full px-4 py-2 text-sm font-semibold ring-1 transition";
const chipState = (active: boolean) =>
  active ? "bg-brand-700 text-white ring-brand-700" : "bg-white text-slate-700 ring-slate-300 hover:bg-slate-100";

/** Links, not a script: the filtered list is a page of its own, the same with or without JavaScript. */
export function ExpertiseFilter({ selected }: { selected: string | undefined }) {
  return (
    <nav aria-label={messages.caseStudies.expertiseFilterLabel}>
      <ul className="flex flex-wrap gap-2">
        <li>
          <Link
            href="/realisations"
            aria-current={selected === undefined ? "page" : undefined}
            className={`${chipClass} ${chipState(selected === undefined)}`}
          >
            {messages.caseStudies.allExpertisesLabel}
          </Link>
        </li>
        {filterable.map((expertise) => (
          <li key={expertise.id}>
            <Link
              href={caseStudiesByExpertisePath(expertise.id)}
              aria-current={selected === expertise.id ? "page" : undefined}
              className={`${chipClass} ${chipState(selected === expertise.id)}`}
            >
              {expertise.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
