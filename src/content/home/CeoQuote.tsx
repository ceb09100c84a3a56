import { Link } from "wouter";
import { buildPath } from "../../app/shared/route-table.js";
import { messages } from "../../shared/messages/catalogue.js";
import { Container } from "../../ui/Container.js";
import { Icon } from "../../ui/icons.js";
import { leaders } from "../leader-directory.js";
import { LeaderPortrait } from "../leadership/LeaderPortrait.js";

const ceo = leaders.find((leader) => leader.isCeo);

/** The leadership quote block: the CEO's words from the leaders content. */
export function CeoQuote() {
  if (!ceo) return null;
  return (
    <section aria-labelledby="ceo-quote-title" className="bg-white py-20 sm:py-28">
      <Container className="grid items-center gap-10 md:grid-cols-[auto_1fr] md:gap-16">
        <div className="relative mx-auto md:mx-0">
          {/* Decorative: the caption names the CEO beside the quote. */}
          <LeaderPortrait
            leader={ceo}
            decorative
            className="aspect-[5/6] h-auto w-40 rounded-[2rem] shadow-xl shadow-violet-600/20 ring-1 ring-slate-900/5 sm:w-52"
          />
          <span
            aria-hidden="true"
            className="absolute -right-4 -bottom-4 flex h-14 w-14 items-center justify-center rounded-2xl bg-white text-violet-700 shadow-lg ring-1 ring-slate-900/5"
          >
            <Icon name="quote" className="h-7 w-7" />
          </span>
        </div>
        <figure>
          <h2 id="ceo-quote-title" className="text-sm font-semibold tracking-wider text-violet-700 uppercase">
            {messages.home.ceoQuoteHeading}
          </h2>
          <blockquote className="mt-4 text-2xl leading-snug font-medium tracking-tight text-balance text-slate-900 sm:text-3xl">
            <p>« {ceo.quote} »</p>
          </blockquote>
          <figcaption className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2">
            <span>
              <span className="block font-semibold text-slate-900">{ceo.name}</span>
              <span className="block text-slate-600">{ceo.title}</span>
            </span>
            <Link
              href={buildPath("/leadership/:slug", { slug: ceo.id })}
              className="inline-flex items-center gap-1 text-sm font-semibold text-violet-700 hover:underline"
            >
              {messages.home.ceoPortraitLink} <Icon name="arrowRight" className="h-4 w-4" />
            </Link>
          </figcaption>
        </figure>
      </Container>
    </section>
  );
}
