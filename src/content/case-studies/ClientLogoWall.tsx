import { Link } from "wouter";
import { messages } from "../../shared/messages/catalogue.js";
import { Container } from "../../ui/Container.js";
import { caseStudies } from "../case-study-catalogue.js";
import { caseStudyPath } from "../case-study-paths.js";
import { ClientWordmark } from "./ClientWordmark.js";

/**
 * The clients whose projects are told on /realisations, as wordmarks. `linked` away from /realisations (the
 * home page): each wordmark then leads to its client's case study, and a last link to the whole list.
 */
export function ClientLogoWall({ linked = false }: { linked?: boolean }) {
  return (
    <Container as="section" aria-labelledby="clients-title" className="py-16" data-testid="client-logo-wall">
      <h2 id="clients-title" className="text-center text-sm font-semibold uppercase tracking-widest text-slate-600">
        {messages.caseStudies.clientsHeading}
      </h2>
      <ul className="mt-8 grid grid-cols-2 items-center gap-x-8 gap-y-6 sm:grid-cols-3 lg:grid-cols-5">
        {caseStudies.map((study, index) => (
          <li key={study.id} className="flex justify-center">
            {linked ? (
              // The link's name is the wordmark's own (its aria-label): the client's name.
              <Link
                href={caseStudyPath(study.id)}
                className="flex w-full justify-center rounded-lg transition hover:text-slate-900 [&_svg]:hover:text-slate-900"
              >
                <ClientWordmark client={study.client} index={index} />
              </Link>
            ) : (
              <ClientWordmark client={study.client} index={index} />
            )}
          </li>
        ))}
      </ul>
      {linked && (
        <p className="mt-10 text-center">
          <Link
            href="/realisations"
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-900"
          >
            {messages.caseStudies.discoverLink} <span aria-hidden="true">→</span>
          </Link>
        </p>
      )}
    </Container>
  );
}
