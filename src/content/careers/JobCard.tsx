import type { JobOffer } from "@content";
import { Link } from "wouter";
import { jobApplyPath } from "../../requests/shared/request-pages.js";
import { formatLongDate } from "../../shared/locale-text/content-dates.js";
import { messages } from "../../shared/messages/catalogue.js";
import { jobTypeLabels } from "../shared/job-type-labels.js";
import { timeSince } from "../time-since.js";

/** The contract's colour, one per kind: full time blue, part time orange, remote green, home-based purple. */
const badgeColours: Record<string, string> = {
  "Temps Plein": "bg-blue-100 text-blue-800 ring-blue-200",
  "Temps Partiel": "bg-orange-100 text-orange-800 ring-orange-200",
  Remote: "bg-green-100 text-green-800 ring-green-200",
  WFH: "bg-purple-100 text-purple-800 ring-purple-200",
};
const otherBadge = "bg-slate-100 text-slate-700 ring-slate-200";

function PinIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      aria-hidden="true"
      className="h-4 w-4"
    >
      <path d="M12 21s-7-6.2-7-11.5A7 7 0 0119 9.5C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </svg>
  );
}

export function JobCard({ job, now }: { job: JobOffer; now: Date | null }) {
  return (
    <article
      data-testid="job-card"
      aria-labelledby={`job-${job.id}`}
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={`job-${job.id}`} className="text-lg font-bold text-slate-900">
          {job.title}
        </h3>
        <span
          data-testid="job-type"
          className={`shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset ${badgeColours[job.jobType] ?? otherBadge}`}
        >
          {jobTypeLabels[job.jobType]}
        </span>
      </div>
      <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
        <span className="inline-flex items-center gap-1">
          <PinIcon />
          {job.location}
        </span>
        <time dateTime={job.postedAt.slice(0, 10)}>
          {now ? timeSince(job.postedAt, now) : messages.careers.postedOnCaption(formatLongDate(job.postedAt))}
        </time>
      </p>
      <p className="mt-4 text-sm text-slate-700">{job.description}</p>
      <ul className="mt-4 flex flex-wrap gap-1.5" aria-label={messages.careers.skillsLabel}>
        {job.keywords.map((keyword) => (
          <li key={keyword} className="rounded-md bg-brand-50 px-2 py-1 text-xs font-medium text-brand-700">
            {keyword}
          </li>
        ))}
      </ul>
      <details className="group mt-auto pt-5">
        <summary className="cursor-pointer list-none rounded-lg text-sm font-semibold text-brand-700 hover:text-brand-900 [&::-webkit-details-marker]:hidden">
          <span className="group-open:hidden">{messages.careers.showOfferLabel}</span>
          <span className="hidden group-open:inline">{messages.careers.hideOfferLabel}</span>
        </summary>
        {job.salary && <p className="mt-3 text-sm font-semibold text-slate-800">{job.salary}</p>}
        <div
          className="mt-3 text-sm text-slate-700 [&_h2]:mt-4 [&_h2]:font-semibold [&_h2]:text-slate-900 [&_li]:mt-1 [&_p]:mt-2 [&_ul]:list-disc [&_ul]:pl-5"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the offer's MDX body, rendered to HTML at build time from our own content.
          dangerouslySetInnerHTML={{ __html: job.html }}
        />
      </details>
      <Link
        href={jobApplyPath(job.id)}
        className="mt-5 inline-flex items-center justify-center rounded-xl bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-700"
      >
        {messages.careers.applyLink}
        <span className="sr-only"> : {job.title}</span>
      </Link>
    </article>
  );
}
