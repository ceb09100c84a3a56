import { type KeyboardEvent, useId, useRef, useState } from "react";
import { Link } from "wouter";
import { Container } from "../../../ui/Container.js";
import { ExpertiseIcon } from "../../../ui/expertise-icon.js";
import { expertiseTheme } from "../../../ui/expertise-theme.js";
import { Icon } from "../../../ui/icons.js";
import { PillarArtwork } from "./PillarArtwork.js";
import { pillars } from "./pillars.js";

/** The arrow keys move along the list (it is a row below 1024 px, a column above), wrapping round. */
const moves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * 'Nos Pôles d'Expertise': a tab list of the seven pillars (icon-only below 1024 px, the title
 * always being the tab's accessible name) and the selected pillar's picture, title, description
 * and link. The first pillar is selected by default. The WAI-ARIA tabs pattern, written here rather
 * than with Headless UI's Tabs: those brought ~10 KB brotli in three chunks to the home page
 * (docs/0019-performance-architecture.md). Arrows, Home and End select and focus (automatic activation).
 */
export function ExpertisePillars() {
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = `${baseId}-panel`;
  const pillar = pillars[selected] ?? pillars[0];

  function onKeyDown(event: KeyboardEvent) {
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(selected, pillars.length);
    setSelected(next);
    tabs.current[next]?.focus();
  }

  return (
    <section aria-labelledby="pillars-title" className="bg-white py-20 sm:py-28">
      <Container>
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="pillars-title" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            Nos Pôles d'Expertise
          </h2>
          <p className="mt-4 text-lg text-slate-600">
            Sept piliers technologiques pour construire l'avenir de votre entreprise.
          </p>
        </div>
        <div className="mt-12 grid gap-8 lg:grid-cols-[20rem_1fr] lg:gap-12">
          <div
            role="tablist"
            aria-label="Pôles d'expertise"
            onKeyDown={onKeyDown}
            className="grid grid-cols-7 gap-1 sm:gap-2 lg:grid-cols-1 lg:content-start"
          >
            {pillars.map((item, index) => (
              <button
                key={item.id}
                ref={(element) => {
                  tabs.current[index] = element;
                }}
                type="button"
                role="tab"
                id={tabId(index)}
                aria-selected={index === selected}
                aria-controls={index === selected ? panelId : undefined}
                tabIndex={index === selected ? 0 : -1}
                data-selected={index === selected ? "" : undefined}
                onClick={() => setSelected(index)}
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
            <div
              role="tabpanel"
              id={panelId}
              aria-labelledby={tabId(selected)}
              className="grid items-center gap-8 rounded-3xl md:grid-cols-2"
            >
              <PillarArtwork pillar={pillar} />
              <div>
                <p className={`text-sm font-semibold tracking-wider uppercase ${expertiseTheme[pillar.color].text}`}>
                  Pôle {pillar.order} sur {pillars.length}
                </p>
                <h3 className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{pillar.title}</h3>
                <p className="mt-4 text-lg text-slate-600">{pillar.pillarDescription}</p>
                <Link
                  href={`/expertises/${pillar.id}`}
                  className="mt-8 inline-flex items-center gap-2 rounded-full bg-slate-900 px-5 py-3 font-semibold text-white transition hover:bg-slate-700"
                >
                  Découvrir cette expertise
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
