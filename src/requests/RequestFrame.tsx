import type { ReactNode } from "react";
import { PageMeta } from "../app/PageMeta.js";
import { Container } from "../ui/Container.js";

/**
 * The layout of a request page: its title and introduction, what the request is about, then the form, with what
 * happens next beside it (below it under 1024 px).
 */
export function RequestFrame({
  title,
  intro,
  description,
  context,
  next,
  children,
}: {
  title: string;
  intro: string;
  description: string;
  /** What the link said the request is about (an offer, an expertise, a quote): shown above the form. */
  context?: ReactNode;
  /** What happens once the request is sent (NextSteps.tsx). */
  next: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <PageMeta title={title} description={description} />
      <section className="bg-linear-to-b from-brand-50 to-white pt-14 pb-20 sm:pt-20">
        <Container className="grid items-start gap-x-8 lg:grid-cols-[minmax(0,48rem)_minmax(0,1fr)]">
          <div>
            <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
            <p className="mt-3 text-lg text-slate-600">{intro}</p>
            {context ? (
              <div
                data-testid="request-context"
                className="mt-6 rounded-2xl border border-brand-100 bg-white p-4 text-slate-800"
              >
                {context}
              </div>
            ) : null}
          </div>
          <div className="mt-8 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8 lg:col-start-1 lg:row-start-2">
            {children}
          </div>
          {/* Level with the form from 1024 px, in the column the title leaves empty; under it below. */}
          <div className="mt-8 lg:col-start-2 lg:row-start-2">{next}</div>
        </Container>
      </section>
    </>
  );
}
