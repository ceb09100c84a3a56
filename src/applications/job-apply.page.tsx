import { useState } from "react";
import { Link } from "wouter";
import { PageMeta, sections, trail } from "../app/PageMeta.js";
import type { PageProps } from "../app/routes/page-modules.js";
import { buildPath } from "../app/shared/route-table.js";
import { findJob } from "../content/shared/job-offers.js";
import { jobTypeLabels } from "../content/shared/job-type-labels.js";
import { messages } from "../shared/messages/catalogue.js";
import { Container } from "../ui/Container.js";
import { buttonStyles } from "../ui/forms/button-styles.js";
import { Confirmation } from "../ui/forms/Confirmation.js";
import { FormAlert } from "../ui/forms/FormAlert.js";
import { useServerForm } from "../ui/forms/use-server-form.js";
import { ApplicationForm } from "./ApplicationForm.js";

function JobNotFound() {
  return (
    <Container as="section" className="py-24 text-center">
      <PageMeta title={messages.pageWords.offerNotFoundTitle} description={messages.applications.jobUnknown} />
      <h1 className="text-3xl font-bold text-slate-900">{messages.pageWords.offerNotFoundTitle}</h1>
      <p className="mt-4 text-slate-600">{messages.applications.jobUnknown}</p>
      <Link href="/careers" className={`mt-8 inline-block ${buttonStyles.link}`}>
        {messages.jobApplication.seeJobsLink}
      </Link>
    </Container>
  );
}

/** `/careers/{jobId}`: one job offer and the form to apply (its JobPosting: src/app/ssr/route-structured-data.ts). */
export default function JobApplyPage({ params }: PageProps) {
  const job = findJob(params.jobId ?? "");
  const flash = useServerForm("application")?.result?.reference;
  const [reference, setReference] = useState(flash ?? null);
  if (!job) return <JobNotFound />;

  return (
    <>
      <PageMeta
        title={messages.jobApplication.pageTitle(job.title)}
        description={job.description}
        breadcrumbs={trail(sections.careers, {
          name: job.title,
          path: buildPath("/careers/:jobId", { jobId: job.id }),
        })}
      />
      <Container className="py-12 *:max-w-3xl sm:py-16">
        <Link href="/careers" className={buttonStyles.link}>
          {messages.jobApplication.allJobsLink}
        </Link>
        <p className="mt-6 text-sm font-semibold tracking-wider text-brand-700 uppercase">
          {jobTypeLabels[job.jobType]} · {job.location}
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{job.title}</h1>
        <p className="mt-4 text-lg text-slate-600">{job.description}</p>
        <details className="mt-6 rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200">
          <summary className="cursor-pointer font-semibold text-brand-700">{messages.careers.showOfferLabel}</summary>
          {job.salary ? <p className="mt-3 text-sm font-semibold text-slate-800">{job.salary}</p> : null}
          <div
            className="mt-3 text-sm text-slate-700 [&_h2]:mt-4 [&_h2]:font-semibold [&_h2]:text-slate-900 [&_li]:mt-1 [&_p]:mt-2 [&_ul]:list-disc [&_ul]:pl-5"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the offer's MDX body, rendered to HTML at build time from our own content.
            dangerouslySetInnerHTML={{ __html: job.html }}
          />
        </details>
        <section aria-labelledby="apply-title" className="mt-10">
          <h2 id="apply-title" className="text-2xl font-bold text-slate-900">
            {messages.careers.applyLink}
          </h2>
          <div className="mt-6">
            {reference ? (
              <Confirmation
                label={messages.jobApplication.sentLabel}
                className="space-y-4"
                data-testid="application-confirmation"
              >
                <FormAlert tone="success">
                  {messages.jobApplication.sentBefore}
                  <strong data-testid="reference">{reference}</strong>
                </FormAlert>
                <p className="text-slate-700">{messages.jobApplication.confirmationSent}</p>
              </Confirmation>
            ) : (
              <ApplicationForm jobId={job.id} onApplied={setReference} />
            )}
          </div>
        </section>
      </Container>
    </>
  );
}
