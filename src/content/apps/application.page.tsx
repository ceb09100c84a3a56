import { Link } from "wouter";
import { PageMeta, sections, trail } from "../../app/PageMeta.js";
import type { PageProps } from "../../app/routes/page-modules.js";
import { messages } from "../../shared/messages/catalogue.js";
import { brand } from "../../shared/site/brand.js";
import { Container } from "../../ui/Container.js";
import {
  type Application,
  applicationPath,
  findApplication,
  formatRating,
  formatReviewCount,
} from "../application-catalogue.js";
import { AppIcon } from "./AppIcon.js";
import { ApplicationActions } from "./ApplicationActions.js";
import { applicationKindNames } from "./application-kind-names.js";
import { ListingTabs } from "./ListingTabs.js";
import { RatingStars } from "./RatingStars.js";
import { ScreenshotGallery } from "./ScreenshotGallery.js";

function Listing({ application }: { application: Application }) {
  return (
    <>
      <PageMeta
        title={application.title}
        description={messages.appListings.descriptionCaption(application.title, application.tagline)}
        breadcrumbs={trail(sections.applications, {
          name: application.title,
          path: applicationPath(application.title),
        })}
      />
      <Container className="pb-20 pt-8">
        <Link
          href="/applications"
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-900"
        >
          <span aria-hidden="true">←</span> {messages.appListings.allAppsLink}
        </Link>

        <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_auto] lg:items-start">
          <div>
            <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{application.title}</h1>
            <p className="mt-2 font-semibold text-brand-700">{brand.name}</p>
            <p className="mt-3 max-w-2xl text-lg text-slate-600">{application.tagline}</p>

            <dl className="mt-6 grid max-w-xl divide-y divide-slate-200 rounded-2xl border border-slate-200 sm:grid-cols-3 sm:divide-x sm:divide-y-0 sm:py-3">
              <div className="min-w-0 px-4 py-3 sm:px-5 sm:py-0">
                <dt className="sr-only">{messages.appListings.ratingLabel}</dt>
                <dd className="flex items-center gap-1 text-lg font-bold text-slate-900">
                  {formatRating(application.rating)}
                  <RatingStars rating={application.rating} className="h-4 w-4" />
                </dd>
                <dd className="text-xs text-slate-600">
                  {messages.appListings.reviewsCaption(formatReviewCount(application.reviewCount))}
                </dd>
              </div>
              <div className="min-w-0 px-4 py-3 sm:px-5 sm:py-0">
                <dt className="sr-only">{messages.appListings.ageRatingLabel}</dt>
                <dd className="text-lg font-bold text-slate-900">
                  <span className="rounded-md border-2 border-slate-900 px-1.5 text-sm">{application.ageRating}</span>
                </dd>
                <dd className="mt-1 text-xs text-slate-600">
                  {application.contentNotes.length > 0
                    ? application.contentNotes.join(" · ")
                    : messages.appListings.allAudiencesCaption}
                </dd>
              </div>
              <div className="min-w-0 px-4 py-3 sm:px-5 sm:py-0">
                <dt className="sr-only">{messages.appListings.kindLabel}</dt>
                <dd className="text-lg font-bold text-slate-900">{applicationKindNames[application.kind]}</dd>
                <dd className="text-xs text-slate-600">{application.priceText ?? messages.appListings.freeCaption}</dd>
              </div>
            </dl>

            <ul aria-label={messages.appListings.categoriesLabel} className="mt-5 flex flex-wrap gap-2">
              {application.categories.map((category) => (
                <li key={category} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700">
                  {category}
                </li>
              ))}
            </ul>

            <ApplicationActions application={application} />
          </div>
          <AppIcon
            application={application}
            className="order-first h-24 w-24 drop-shadow-lg lg:order-none lg:h-40 lg:w-40"
          />
        </div>

        <div className="mt-12 max-w-4xl">
          <ScreenshotGallery application={application} />
        </div>

        <div className="mt-12 max-w-3xl">
          <ListingTabs application={application} />
        </div>
      </Container>
    </>
  );
}

function ApplicationNotFound() {
  return (
    <Container as="section" className="py-24 text-center">
      <PageMeta title={messages.appListings.appNotFoundTitle} description={messages.appListings.appNotFound} />
      <h1 className="text-3xl font-bold text-slate-900">{messages.appListings.appNotFoundTitle}</h1>
      <p className="mt-4 text-slate-600">{messages.appListings.appNotFound}</p>
      <Link href="/applications" className="mt-8 inline-block font-semibold text-brand-700 hover:text-brand-900">
        {messages.appListings.seeAllAppsLink}
      </Link>
    </Container>
  );
}

export default function ApplicationPage({ params }: PageProps) {
  const application = findApplication(params.title ?? "");
  return application ? <Listing application={application} /> : <ApplicationNotFound />;
}
