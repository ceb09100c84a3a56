import { Link } from "wouter";
import { messages } from "../../shared/messages/catalogue.js";
import { type CaseStudy, caseStudyCoverPath } from "../case-study-catalogue.js";
import { caseStudyPath } from "../case-study-paths.js";

/**
 * One project of a list: its cover, client, title and first two figures; the whole card is the link. Its title
 * is an `h3` where the cards sit under a visible section heading of another page (a leader's).
 */
export function CaseStudyCard({ study, heading: Heading = "h2" }: { study: CaseStudy; heading?: "h2" | "h3" }) {
  return (
    <article
      data-testid="case-study-card"
      className="group relative flex h-full flex-col overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg focus-within:shadow-lg"
    >
      <img
        src={caseStudyCoverPath(study.id)}
        alt=""
        width={800}
        height={450}
        loading="lazy"
        className="aspect-video w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-semibold text-brand-700">
          {study.client} · {study.sector}
        </p>
        <Heading className="mt-2 text-xl font-bold text-slate-900">{study.title}</Heading>
        <p className="mt-3 text-sm text-slate-600">{study.summary}</p>
        <ul aria-label={messages.caseStudies.resultsLabel} className="mt-5 grid grid-cols-2 gap-3">
          {study.results.slice(0, 2).map((result) => (
            <li key={result.label} className="rounded-2xl bg-slate-50 p-3">
              <strong className="block text-2xl font-extrabold text-slate-900">{result.figure}</strong>{" "}
              <span className="mt-1 block text-xs text-slate-600">{result.label}</span>
            </li>
          ))}
        </ul>
        <Link
          href={caseStudyPath(study.id)}
          className="mt-auto inline-flex items-center gap-1.5 pt-6 text-sm font-semibold text-brand-700 after:absolute after:inset-0 after:rounded-3xl"
        >
          {messages.caseStudies.readCaseStudyLink}
          <span className="sr-only"> : {study.client}</span>
          <span aria-hidden="true" className="transition-transform group-hover:translate-x-1">
            →
          </span>
        </Link>
      </div>
    </article>
  );
}
