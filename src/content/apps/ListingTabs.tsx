import type { ReactNode } from "react";
import { messages } from "../../shared/messages/catalogue.js";
import { brand } from "../../shared/site/brand.js";
import { useTabs } from "../../ui/use-tabs.js";
import { type Application, formatRating, formatReviewCount } from "../application-catalogue.js";
import { applicationKindNames } from "./application-kind-names.js";
import { RatingStars } from "./RatingStars.js";

const tabClass =
  "rounded-t-lg border-b-2 px-4 py-3 text-sm font-semibold outline-offset-0 hover:text-brand-700 data-selected:border-brand-700 data-selected:text-brand-700 border-transparent text-slate-600";

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="border-b border-slate-100 py-3 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{term}</dt>
      <dd className="mt-1 text-sm text-slate-900 sm:col-span-2 sm:mt-0">{children}</dd>
    </div>
  );
}

const tabs = [messages.appListings.aboutTab, messages.appListings.reviewsTab, messages.appListings.moreTab];

function AboutPanel({ application }: { application: Application }) {
  return (
    <div
      className="space-y-4 leading-relaxed text-slate-700"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the application's MDX body, rendered to HTML at build time from our own content.
      dangerouslySetInnerHTML={{ __html: application.html }}
    />
  );
}

function ReviewsPanel({ application }: { application: Application }) {
  return (
    <>
      <div className="flex flex-col items-start gap-6 sm:flex-row sm:items-center">
        <p className="text-6xl font-extrabold text-slate-900">{formatRating(application.rating)}</p>
        <div>
          <RatingStars rating={application.rating} className="h-6 w-6" />
          <p className="mt-2 text-sm text-slate-600">
            {messages.appListings.averageRatingCaption(
              formatRating(application.rating),
              formatReviewCount(application.reviewCount),
            )}
          </p>
        </div>
      </div>
      <p className="mt-6 text-sm text-slate-600">{messages.appListings.reviewsNotice}</p>
    </>
  );
}

function MorePanel({ application }: { application: Application }) {
  return (
    <dl>
      <Detail term={messages.appListings.publisherLabel}>{brand.name}</Detail>
      <Detail term={messages.appListings.kindLabel}>{applicationKindNames[application.kind]}</Detail>
      <Detail term={messages.appListings.categoriesLabel}>{application.categories.join(", ")}</Detail>
      <Detail term={messages.appListings.classificationLabel}>{application.ageRating}</Detail>
      <Detail term={messages.appListings.contentLabel}>
        {application.contentNotes.length > 0
          ? application.contentNotes.join(", ")
          : messages.appListings.noContentNoteCaption}
      </Detail>
      {application.priceText && <Detail term={messages.appListings.priceLabel}>{application.priceText}</Detail>}
    </dl>
  );
}

const panels = [AboutPanel, ReviewsPanel, MorePanel];

/** À propos (selected first), Avis, Plus (src/ui/use-tabs.ts: arrow keys move between tabs). */
export function ListingTabs({ application }: { application: Application }) {
  const { selected, listProps, tabProps, panelProps } = useTabs(tabs.length);
  const Panel = panels[selected] ?? AboutPanel;
  return (
    <div>
      <div
        role="tablist"
        {...listProps}
        aria-label={messages.appListings.detailsLabel}
        className="flex gap-2 border-b border-slate-200"
      >
        {tabs.map((label, index) => (
          <button key={label} {...tabProps(index)} className={tabClass}>
            {label}
          </button>
        ))}
      </div>
      <div {...panelProps} className="pt-6">
        <Panel application={application} />
      </div>
    </div>
  );
}
