import type { ElementType, ReactNode } from "react";
import { Link } from "wouter";
import { StartProjectButton } from "../../quotes/index.js";
import { contactLink } from "../../requests/shared/request-links.js";
import { messages } from "../../shared/messages/catalogue.js";
import { containerClass } from "../../ui/Container.js";
import { clientCaseStudyPath, referencedClient } from "../case-study-paths.js";
import {
  categoryLabels,
  HOSTING_NOTE,
  type Offer,
  offerPath,
  offerPrice,
  tierLabels,
} from "../shared/offer-catalogue.js";
import { StartScaleIcon } from "./StartScaleIcon.js";

type SectionHeading = "h2" | "h3";

/** The client project of this kind, linked to its case study (every reference has one: case-study-catalogue.test.ts). */
function OfferReference({ offer }: { offer: Offer }) {
  return (
    <p className="mt-8 text-sm text-slate-600">
      <span className="font-semibold text-slate-800">{messages.startScale.referenceLabel}</span>
      <Link
        href={clientCaseStudyPath(referencedClient(offer.reference))}
        data-testid="offer-reference"
        className="font-medium text-brand-700 underline hover:text-brand-900"
      >
        {offer.reference}
      </Link>
    </p>
  );
}

function Section({
  heading: Heading,
  title,
  children,
}: {
  heading: SectionHeading;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="mt-8">
      <Heading className="text-base font-bold text-slate-900">{title}</Heading>
      {children}
    </section>
  );
}

function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-3 grid gap-2 text-sm text-slate-700 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <StartScaleIcon name="check" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" />
          {item}
        </li>
      ))}
    </ul>
  );
}

function BulletList({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-3 space-y-1.5 text-sm text-slate-700">
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-brand-500" />
          {item}
        </li>
      ))}
    </ul>
  );
}

/**
 * Where the details sit: the overlay's panel pads them itself; the offer's page spans the site's container,
 * its band the whole width.
 */
const frames = {
  dialog: {
    band: "rounded-t-3xl",
    bandInner: "px-6 pb-8 pt-6 sm:px-8",
    title: "text-2xl font-bold sm:text-3xl",
    body: "px-6 pb-8 sm:px-8",
  },
  page: {
    band: "",
    bandInner: `${containerClass} pb-14 pt-10 sm:pt-14`,
    title: "text-3xl font-extrabold tracking-tight sm:text-5xl",
    body: `${containerClass} pb-20`,
  },
} as const;

interface OfferDetailsProps {
  offer: Offer;
  frame: keyof typeof frames;
  /** The offer's name: the page's <h1>, or the dialog's title (which names the dialog). */
  titleAs: ElementType;
  /** One level below the title. */
  sectionHeading: SectionHeading;
  /** Above the band's first line (the page's breadcrumbs). */
  lead?: ReactNode;
  /** At the end of the band's first line (the overlay's close button). */
  action?: ReactNode;
}

/**
 * Everything an offer says, as its page (/start-scale/{id}) and the overlay over the catalogue show it: name,
 * description, price, delivery, what is included, process, deliverables, for whom, and the calls to action.
 * The quote request names the offer's address as the page it came from: the overlay shows it too.
 */
export function OfferDetails({ offer, frame, titleAs: Title, sectionHeading, lead, action }: OfferDetailsProps) {
  const styles = frames[frame];
  const price = offerPrice(offer);
  const quoteLink = contactLink({ type: "quote", offerId: offer.id, sourcePage: offerPath(offer.id) });
  const facts = [
    {
      icon: "tag" as const,
      label: messages.startScale.allInclusivePriceLabel,
      value: `${price.excludingTax} (${price.includingTax})`,
    },
    { icon: "clock" as const, label: messages.startScale.deliveryLeadTimeLabel, value: offer.deliveryTime },
    { icon: "headset" as const, label: messages.startScale.supportLabel, value: offer.support },
    {
      icon: "graduation" as const,
      label: messages.startScale.trainingIncludedLabel,
      value: messages.startScale.gettingStartedCaption,
    },
  ];
  return (
    <>
      <div className={`bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 text-white ${styles.band}`}>
        <div className={styles.bandInner}>
          {lead}
          <div className="flex items-start justify-between gap-4">
            <p className="text-xs font-semibold uppercase tracking-wider text-brand-100">
              {categoryLabels[offer.category]} · {tierLabels[offer.tier]}
              {offer.popular && (
                <span className="ml-2 rounded-full bg-white/15 px-2 py-0.5">{messages.startScale.popularCaption}</span>
              )}
            </p>
            {action}
          </div>
          <Title className={`mt-2 ${styles.title}`}>{offer.name}</Title>
          <p className="mt-2 max-w-3xl text-brand-100">{offer.description}</p>
        </div>
      </div>

      <div className={styles.body}>
        <div className="max-w-4xl">
          <dl className="-mt-5 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {facts.map((fact) => (
              <div key={fact.label} className="rounded-2xl border border-slate-200 bg-white p-3 shadow-sm">
                <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-600">
                  <StartScaleIcon name={fact.icon} className="h-4 w-4 text-brand-700" />
                  {fact.label}
                </dt>
                <dd className="mt-1 text-sm font-bold text-slate-900">{fact.value}</dd>
              </div>
            ))}
          </dl>

          <div
            className="mt-6 space-y-3 text-sm leading-relaxed text-slate-700"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the offer's MDX body, rendered to HTML at build time from our own content.
            dangerouslySetInnerHTML={{ __html: offer.html }}
          />

          <p className="mt-6 flex items-center gap-2 rounded-xl bg-emerald-50 px-3 py-2 text-sm font-semibold text-emerald-800">
            <StartScaleIcon name="gift" className="h-4 w-4 shrink-0" />
            {HOSTING_NOTE}
          </p>

          <Section heading={sectionHeading} title={messages.startScale.includedHeading}>
            <CheckList items={offer.detailedFeatures.included} />
          </Section>

          <Section heading={sectionHeading} title={messages.startScale.processHeading}>
            <ol className="mt-3 space-y-3">
              {offer.detailedFeatures.process.map((step, index) => (
                <li key={step} className="flex gap-3 text-sm text-slate-700">
                  <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-bold text-brand-900">
                    {index + 1}
                  </span>
                  <span className="pt-1">{step}</span>
                </li>
              ))}
            </ol>
          </Section>

          <Section heading={sectionHeading} title={messages.startScale.deliverablesHeading}>
            <CheckList items={offer.detailedFeatures.deliverables} />
          </Section>

          <div className="grid gap-x-8 sm:grid-cols-2">
            <Section heading={sectionHeading} title={messages.startScale.idealForHeading}>
              <BulletList items={offer.targetAudience} />
            </Section>
            {offer.prerequisites && offer.prerequisites.length > 0 && (
              <Section heading={sectionHeading} title={messages.startScale.prerequisitesHeading}>
                <BulletList items={offer.prerequisites} />
              </Section>
            )}
            {offer.nextSteps && offer.nextSteps.length > 0 && (
              <Section heading={sectionHeading} title={messages.startScale.nextStepsHeading}>
                <BulletList items={offer.nextSteps} />
              </Section>
            )}
          </div>

          <OfferReference offer={offer} />

          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-start">
            <StartProjectButton
              offerId={offer.id}
              offerName={offer.name}
              quoteLink={quoteLink}
              className="inline-flex items-center justify-center rounded-xl bg-brand-700 px-5 py-3 text-sm font-semibold text-white hover:bg-brand-900"
            />
            <Link
              href={quoteLink}
              className="inline-flex flex-1 items-center justify-center rounded-xl border border-slate-300 px-5 py-3 text-sm font-semibold text-slate-800 hover:border-brand-500 hover:text-brand-700"
            >
              {messages.startScale.customQuoteLink}
            </Link>
          </div>
        </div>
      </div>
    </>
  );
}
