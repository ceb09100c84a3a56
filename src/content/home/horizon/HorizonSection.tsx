import { Link } from "wouter";
import { messages } from "../../../shared/messages/catalogue.js";
import { Container } from "../../../ui/Container.js";
import { LazyHorizonMap } from "./LazyHorizonMap.js";

const objectives = [
  { title: messages.home.visionObjectiveTitle, text: messages.home.visionObjectiveText },
  { title: messages.home.connectObjectiveTitle, text: messages.home.connectObjectiveText },
  { title: messages.home.futureObjectiveTitle, text: messages.home.futureObjectiveText },
] as const;

/** Horizon 2030: the programme's text panel and, from 768 px, the map of France at its right. */
export function HorizonSection() {
  return (
    <section
      id="horizon"
      aria-labelledby="horizon-title"
      className="on-dark relative isolate overflow-hidden bg-linear-to-br from-brand-950 via-indigo-950 to-violet-900 py-20 text-white sm:py-28"
    >
      <div
        aria-hidden="true"
        className="absolute -top-40 -right-40 -z-10 h-[32rem] w-[32rem] rounded-full bg-sky-500/20 blur-3xl"
      />
      <Container className="grid items-center gap-12 md:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <div>
          <p className="text-sm font-semibold tracking-wider text-sky-300 uppercase">
            {messages.home.horizonEyebrowCaption}
          </p>
          <h2 id="horizon-title" className="mt-2 text-4xl font-bold tracking-tight sm:text-5xl">
            {messages.home.horizonHeadingBefore} <span className="text-gradient">2030</span>
          </h2>
          <p className="mt-5 text-lg text-brand-100">{messages.home.horizonLead}</p>
          <ol className="mt-8 space-y-5">
            {objectives.map((objective, index) => (
              <li key={objective.title} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-white/10 font-semibold ring-1 ring-white/20"
                >
                  {index + 1}
                </span>
                <span>
                  <span className="block font-semibold text-white">{objective.title}</span>
                  <span className="block text-brand-100">{objective.text}</span>
                </span>
              </li>
            ))}
          </ol>
          <Link
            href="/blog"
            className="mt-10 inline-block rounded-full bg-white px-6 py-3 font-semibold text-brand-950 shadow-lg transition hover:bg-brand-100"
          >
            {messages.home.horizonLink}
          </Link>
        </div>
        <div className="hidden md:block">
          <LazyHorizonMap />
        </div>
      </Container>
    </section>
  );
}
