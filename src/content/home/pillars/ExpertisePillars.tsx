import { Link } from "wouter";
import { messages } from "../../../shared/messages/catalogue.js";
import { Container } from "../../../ui/Container.js";
import { ExpertiseIcon } from "../../../ui/ExpertiseIcon.js";
import { expertiseTheme } from "../../../ui/expertise-theme.js";
import { Icon } from "../../../ui/icons.js";
import { useTabs } from "../../../ui/use-tabs.js";
import { PillarArtwork } from "./PillarArtwork.js";
import { pillars } from "./pillars.js";

/**
 * 'Nos pôles d'expertise': a tab list of the seven pillars (icon-only below 1024 px, the title
 * always being the tab's accessible name) and the selected pillar's picture, title, description
 * and link. The first pillar is selected by default (src/ui/use-tabs.ts: arrows, Home and End).
 */
export function ExpertisePillars() {
  const { selected, listProps, tabProps, panelProps } = useTabs(pillars.length);
  const pillar = pillars[selected] ?? pillars[0];

  return (
    <section aria-labelledby="pillars-title" className="bg-white py-20 sm:py-28">
      <Container>
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="pillars-title" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {messages.home.pillarsHeading}
          </h2>
          <p className="mt-4 text-lg text-slate-600">{messages.home.pillarsLead}</p>
        </div>
        <div className="mt-12 grid gap-8 lg:grid-cols-[20rem_1fr] lg:gap-12">
          <div
            role="tablist"
            {...listProps}
            aria-label={messages.leaders.expertiseAreasHeading}
            className="grid grid-cols-7 gap-1 sm:gap-2 lg:grid-cols-1 lg:content-start"
          >
            {pillars.map((item, index) => (
              <button
                key={item.id}
                {...tabProps(index)}
                className="group flex h-12 items-center justify-center gap-3 rounded-2xl text-slate-700 ring-1 ring-slate-200 transition hover:bg-slate-50 data-selected:bg-slate-900 data-selected:text-white data-selected:ring-slate-900 sm:h-14 lg:h-auto lg:justify-start lg:px-3 lg:py-3 lg:text-left"
              >
                <span
                  className={`flex h-9 w-9 shrink-0 items-center justify-center rounded-xl ${expertiseTheme[item.color].tile}`}
                >
                  <ExpertiseIcon icon={item.icon} className="h-5 w-5" />
                </span>
                <span className="sr-only text-sm font-medium lg:not-sr-only">{item.title}</span>
              </button>
            ))}
          </div>
          {pillar ? (
            <div {...panelProps} className="grid items-center gap-8 rounded-3xl md:grid-cols-2">
              <PillarArtwork pillar={pillar} />
              <div>
                <p className={`text-sm font-semibold tracking-wider uppercase ${expertiseTheme[pillar.color].text}`}>
                  {messages.home.pillarOfCaption(pillar.order, pillars.length)}
                </p>
                <h3 className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{pillar.title}</h3>
                <p className="mt-4 text-lg text-slate-600">{pillar.pillarDescription}</p>
                <Link
                  href={`/expertises/${pillar.id}`}
                  className="mt-8 inline-flex items-center gap-2 rounded-full bg-slate-900 px-5 py-3 font-semibold text-white transition hover:bg-slate-700"
                >
                  {messages.expertises.discoverLink}
                  <Icon name="arrowRight" className="h-4 w-4" />
                </Link>
              </div>
            </div>
          ) : null}
        </div>
      </Container>
    </section>
  );
}
