import { Link } from "wouter";
import { PageMeta } from "../../app/PageMeta.js";
import { messages } from "../../shared/messages/catalogue.js";
import { balancedGridClass, balancedGridItems } from "../../ui/balanced-grid.js";
import { Container } from "../../ui/Container.js";
import { ExpertiseIcon } from "../../ui/ExpertiseIcon.js";
import { expertiseTheme } from "../../ui/expertise-theme.js";
import { expertises } from "../shared/expertise-catalogue.js";

/** Seven poles: full rows at every width (4 + 3 on wide screens, 3 + 2 + 2 below), never one card alone but on two columns. */
const cardSpans = balancedGridItems(expertises.length, { sm: 2, lg: 3, xl: 4 });

const EXPERTISES_LEAD = messages.expertises.listingLead;

export default function ExpertisesPage() {
  return (
    <>
      <PageMeta title={messages.common.ourExpertisesTitle} description={EXPERTISES_LEAD} />
      <section className="relative overflow-hidden bg-brand-950 pb-20 pt-28 text-white sm:pt-36">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_85%_15%,rgba(99,102,241,0.5),transparent_45%),radial-gradient(circle_at_15%_100%,rgba(16,185,129,0.2),transparent_40%)]"
        />
        <Container className="relative">
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-6xl">{messages.common.ourExpertisesTitle}</h1>
          <p className="mt-6 max-w-2xl text-lg text-brand-100 sm:text-xl">{EXPERTISES_LEAD}</p>
        </Container>
      </section>

      <section aria-label={messages.expertises.sevenExpertisesLabel} className="py-16">
        <Container as="ul" className={`${balancedGridClass} gap-6`}>
          {expertises.map((expertise, index) => {
            const theme = expertiseTheme[expertise.color];
            return (
              <li
                key={expertise.id}
                data-testid="expertise-card"
                className={`${cardSpans[index]} group relative flex flex-col rounded-3xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg focus-within:shadow-lg`}
              >
                <span className={`flex h-12 w-12 items-center justify-center rounded-2xl ${theme.tile}`}>
                  <ExpertiseIcon icon={expertise.icon} className="h-6 w-6" />
                </span>
                <h2 className="mt-5 text-xl font-bold text-slate-900">{expertise.title}</h2>
                <p className="mt-2 text-sm font-medium text-slate-700">{expertise.subtitle}</p>
                <p className="mt-3 line-clamp-4 text-sm text-slate-600">{expertise.description}</p>
                <Link
                  href={`/expertises/${expertise.id}`}
                  className={`mt-auto inline-flex items-center gap-1.5 pt-6 text-sm font-semibold ${theme.text} after:absolute after:inset-0 after:rounded-3xl`}
                >
                  {messages.expertises.discoverLink}
                  <span className="sr-only"> : {expertise.title}</span>
                  <span aria-hidden="true" className="transition-transform group-hover:translate-x-1">
                    →
                  </span>
                </Link>
              </li>
            );
          })}
        </Container>
      </section>
    </>
  );
}
