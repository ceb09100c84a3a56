import { Link } from "wouter";
import { PageMeta } from "../../app/PageMeta.js";
import { messages } from "../../shared/messages/catalogue.js";
import { Container } from "../../ui/Container.js";
import {
  appBanners,
  applicationPath,
  applications,
  formatRating,
  formatReviewCount,
} from "../application-catalogue.js";
import { AppIcon } from "./AppIcon.js";
import { applicationKindNames } from "./application-kind-names.js";
import { BannerCarousel } from "./BannerCarousel.js";

export default function ApplicationsPage() {
  return (
    <>
      <PageMeta title={messages.appListings.pageTitle} description={messages.appListings.pageDescription} />
      <Container className="pb-20 pt-10 sm:pt-14">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
          {messages.appListings.pageTitle}
        </h1>
        <p className="mt-2 max-w-2xl text-slate-600">{messages.appListings.pageLead}</p>
        <div className="mt-8">
          <BannerCarousel banners={appBanners} />
        </div>

        <section aria-labelledby="new-title" className="mt-16">
          <h2 id="new-title" className="text-2xl font-bold tracking-tight text-slate-900">
            {messages.appListings.newHeading}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {applications.map((application) => (
              <li
                key={application.id}
                data-testid="app-item"
                className="group relative flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg focus-within:shadow-lg"
              >
                <div className="flex items-center gap-4">
                  <AppIcon application={application} className="h-16 w-16 shrink-0" />
                  <div className="min-w-0">
                    <h3 className="truncate text-lg font-bold text-slate-900">{application.title}</h3>
                    <p className="truncate text-sm text-slate-600">{application.category}</p>
                  </div>
                </div>
                <p className="mt-4 line-clamp-2 text-sm text-slate-600">{application.tagline}</p>
                {/* The kind is a badge, not a third '·' item: a wrapped line never ends on a dangling separator. */}
                <p className="mt-4 mb-5 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-700">
                  <span className="whitespace-nowrap">
                    <span className="font-semibold">
                      {formatRating(application.rating)} <span aria-hidden="true">★</span>
                      <span className="sr-only">{` ${messages.appListings.outOfFiveCaption}`}</span>
                    </span>
                    <span aria-hidden="true"> · </span>
                    {messages.appListings.reviewsCaption(formatReviewCount(application.reviewCount))}
                  </span>
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                    {applicationKindNames[application.kind]}
                  </span>
                </p>
                {/* At the foot of the card: every card of a row puts its action at the same height. */}
                <Link
                  href={applicationPath(application.title)}
                  className="mt-auto inline-flex items-center justify-center rounded-xl bg-brand-50 px-4 py-2.5 text-sm font-bold text-brand-700 transition-colors after:absolute after:inset-0 after:rounded-2xl group-hover:bg-brand-700 group-hover:text-white"
                >
                  {messages.appListings.downloadLink}
                  <span className="sr-only"> {application.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </Container>
    </>
  );
}
