import type { JobOffer } from "@content";
import { useEffect, useState } from "react";
import { PageMeta } from "../../app/PageMeta.js";
import { compareCodeUnits } from "../../shared/french-text.js";
import { messages } from "../../shared/messages/catalogue.js";
import { balancedGridClass, balancedGridItems } from "../../ui/balanced-grid.js";
import { Container } from "../../ui/Container.js";
import { distinctValues, type JobCriteria, jobCriteriaFrom, noJobCriteria, searchJobs } from "../job-search.js";
import { jobOffers } from "../shared/job-offers.js";
import { JobCard } from "./JobCard.js";
import { JobSearchForm } from "./JobSearchForm.js";
import { useNow } from "./use-now.js";

/** Most recent first. */
const jobs: readonly JobOffer[] = [...jobOffers].sort((a, b) => compareCodeUnits(b.postedAt, a.postedAt));
const locations = distinctValues(jobs, "location");
const jobTypes = distinctValues(jobs, "jobType");

export default function CareersPage() {
  const [results, setResults] = useState<readonly JobOffer[]>(jobs);
  const [initial, setInitial] = useState<JobCriteria>(noJobCriteria);
  const now = useNow();
  const search = (criteria: JobCriteria) => setResults(searchJobs(jobs, criteria));
  // The prerendered page lists every offer; a search sent before the page hydrated is in the address.
  useEffect(() => {
    const fromAddress = jobCriteriaFrom(new URLSearchParams(window.location.search));
    if (JSON.stringify(fromAddress) === JSON.stringify(noJobCriteria)) return;
    setInitial(fromAddress);
    setResults(searchJobs(jobs, fromAddress));
  }, []);
  // The count changes with the search: the rows are shared out again each time, never a hole at the end.
  const cardSpans = balancedGridItems(results.length, { md: 2, lg: 3 });

  return (
    <>
      <PageMeta title={messages.careers.pageTitle} description={messages.careers.pageDescription} />
      <section className="relative overflow-hidden bg-brand-950 pb-32 pt-28 text-white sm:pt-36">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_80%_20%,rgba(99,102,241,0.45),transparent_45%),radial-gradient(circle_at_10%_90%,rgba(14,165,233,0.25),transparent_40%)]"
        />
        <Container className="relative">
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-300">{messages.careers.pageTitle}</p>
          <h1 className="mt-4 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-6xl">
            {messages.careers.heroHeading}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-brand-100">{messages.careers.heroLead}</p>
        </Container>
      </section>

      <section aria-labelledby="jobs-title" className="pb-20">
        <Container className="relative -mt-20">
          {/* Keyed by its first values: uncontrolled fields take new defaults only when mounted again. */}
          <JobSearchForm
            key={JSON.stringify(initial)}
            locations={locations}
            jobTypes={jobTypes}
            initial={initial}
            onSearch={search}
          />
          <div className="mt-12 flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="jobs-title" className="text-2xl font-bold tracking-tight text-slate-900">
              {messages.careers.jobsHeading}
            </h2>
            <p aria-live="polite" className="text-sm font-medium text-slate-600">
              {messages.careers.jobCountCaption(results.length)}
            </p>
          </div>
          {/* items-start: a card whose offer opens grows alone, its neighbours keep their height. */}
          {results.length > 0 ? (
            <ul className={`mt-6 ${balancedGridClass} items-start gap-6`}>
              {results.map((job, index) => (
                <li key={job.id} className={cardSpans[index]}>
                  <JobCard job={job} now={now} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center text-slate-700">
              {messages.careers.noJobFound}
            </p>
          )}
        </Container>
      </section>
    </>
  );
}
