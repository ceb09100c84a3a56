import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { StartProjectButton } from "../../basket/StartProjectButton.js";
import { categoryLabels, type Offer, offerPrice, tierLabels } from "../../content/offer-catalogue.js";
import { contactLink } from "../../requests/request-links.js";
import { HOSTING_NOTE } from "./OfferCard.js";
import { StartScaleIcon } from "./start-scale-icons.js";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-8">
      <h3 className="text-base font-bold text-slate-900">{title}</h3>
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

interface OfferDialogProps {
  offer: Offer | null;
  open: boolean;
  onClose: () => void;
}

/** The offer's full presentation. Headless UI traps focus, closes on Escape and backdrop, and restores focus. */
export function OfferDialog({ offer, open, onClose }: OfferDialogProps) {
  if (!offer) return null;
  const price = offerPrice(offer);
  const facts = [
    { icon: "tag" as const, label: "Prix fixe tout inclus", value: `${price.excludingTax} (${price.includingTax})` },
    { icon: "clock" as const, label: "Délai de livraison", value: offer.deliveryTime },
    { icon: "headset" as const, label: "Support", value: offer.support },
    { icon: "graduation" as const, label: "Formation Incluse", value: "Prise en main de votre site" },
  ];
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-slate-950/60 backdrop-blur-sm transition-opacity duration-300 data-closed:opacity-0"
      />
      <div className="fixed inset-0 overflow-y-auto">
        <div className="flex min-h-full items-end justify-center p-0 sm:items-center sm:p-6">
          <DialogPanel
            transition
            data-testid="offer-dialog"
            className="relative w-full max-w-3xl rounded-t-3xl bg-white shadow-2xl transition duration-300 data-closed:translate-y-4 data-closed:opacity-0 sm:rounded-3xl"
          >
            <div className="rounded-t-3xl bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 px-6 pb-8 pt-6 text-white sm:px-8">
              <div className="flex items-start justify-between gap-4">
                <p className="text-xs font-semibold uppercase tracking-wider text-brand-100">
                  {categoryLabels[offer.category]} · {tierLabels[offer.tier]}
                  {offer.popular && <span className="ml-2 rounded-full bg-white/15 px-2 py-0.5">POPULAIRE</span>}
                </p>
                <button
                  type="button"
                  onClick={onClose}
                  aria-label="Fermer"
                  className="-mr-2 -mt-1 rounded-full p-2 text-white hover:bg-white/10"
                >
                  <StartScaleIcon name="close" className="h-5 w-5" />
                </button>
              </div>
              <DialogTitle className="mt-2 text-2xl font-bold sm:text-3xl">{offer.name}</DialogTitle>
              <p className="mt-2 text-brand-100">{offer.description}</p>
            </div>

            <div className="px-6 pb-8 sm:px-8">
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

              <Section title="Ce qui est inclus">
                <CheckList items={offer.detailedFeatures.included} />
              </Section>

              <Section title="Notre processus">
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

              <Section title="Livrables finaux">
                <CheckList items={offer.detailedFeatures.deliverables} />
              </Section>

              <div className="grid gap-x-8 sm:grid-cols-2">
                <Section title="Idéal pour :">
                  <BulletList items={offer.targetAudience} />
                </Section>
                {offer.prerequisites && offer.prerequisites.length > 0 && (
                  <Section title="À prévoir :">
                    <BulletList items={offer.prerequisites} />
                  </Section>
                )}
                {offer.nextSteps && offer.nextSteps.length > 0 && (
                  <Section title="Évolutions possibles :">
                    <BulletList items={offer.nextSteps} />
                  </Section>
                )}
              </div>

              <p className="mt-8 text-sm text-slate-600">
                <span className="font-semibold text-slate-800">Référence : </span>
                {offer.reference}
              </p>

              <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-start">
                <StartProjectButton
                  offerId={offer.id}
                  offerName={offer.name}
                  className="inline-flex items-center justify-center rounded-xl bg-brand-700 px-5 py-3 text-sm font-semibold text-white hover:bg-brand-900"
                />
                <Link
                  href={contactLink({ type: "quote", offerId: offer.id, sourcePage: "/start-scale" })}
                  className="inline-flex flex-1 items-center justify-center rounded-xl border border-slate-300 px-5 py-3 text-sm font-semibold text-slate-800 hover:border-brand-500 hover:text-brand-700"
                >
                  Devis personnalisé
                </Link>
              </div>
            </div>
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  );
}
