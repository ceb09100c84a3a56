import { Link } from "wouter";
import { PageMeta } from "../../app/PageMeta.js";
import { buildPath } from "../../app/shared/route-table.js";
import { messages } from "../../shared/messages/catalogue.js";
import { balancedGridClass, balancedGridItems } from "../../ui/balanced-grid.js";
import { Container } from "../../ui/Container.js";
import { leaders } from "../leader-directory.js";
import { LeaderPortrait } from "./LeaderPortrait.js";

/** The cards most screens show before any scrolling: their portraits load at once, the others on approach. */
const FIRST_ROW = 4;

/** Full rows at every width: six leaders are three rows of two on phones, two rows of three, then one row. */
const cardSpans = balancedGridItems(leaders.length, { base: 2, md: 3, xl: 6 });

export default function LeadershipPage() {
  return (
    <>
      <PageMeta title={messages.leaders.portraitsTitle} description={messages.leaders.pageDescription} />
      <Container as="section" className="pb-20 pt-12 sm:pt-16">
        <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">{messages.leaders.teamLabel}</p>
        <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
          {messages.leaders.portraitsTitle}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-600">{messages.leaders.heroLead}</p>

        <ul className={`mt-12 ${balancedGridClass} gap-x-4 gap-y-8 sm:gap-x-6`}>
          {leaders.map((leader, index) => (
            <li key={leader.id} data-testid="leader-card" className={cardSpans[index]}>
              {/* No aria-label: the link's name is its visible text (name, title, call), as WCAG 2.5.3 asks. */}
              <Link href={buildPath("/leadership/:slug", { slug: leader.id })} className="group block rounded-2xl">
                <div className="overflow-hidden rounded-2xl">
                  {/* Decorative: the name is the card's heading, right under it. */}
                  <LeaderPortrait
                    leader={leader}
                    decorative
                    loading={index < FIRST_ROW ? "eager" : "lazy"}
                    className="aspect-[5/6] h-auto w-full transition-transform duration-300 group-hover:scale-105"
                  />
                </div>
                <h2 className="mt-3 text-base font-bold text-slate-900 sm:text-lg">{leader.name}</h2>
                <p className="mt-1 text-sm text-slate-600">{leader.title}</p>
                <span className="mt-2 inline-block text-sm font-semibold text-brand-700 group-hover:text-brand-900">
                  {messages.leaders.readPortraitLink} <span aria-hidden="true">→</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </>
  );
}
