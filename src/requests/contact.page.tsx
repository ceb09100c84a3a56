import { findExpertise } from "../content/shared/expertise-catalogue.js";
import { sitePathOrUndefined } from "../shared/site-path.js";
import { useServerForm } from "../ui/forms/use-server-form.js";
import { useSearchParam } from "../ui/use-search-param.js";
import { NextSteps } from "./NextSteps.js";
import { OfferRow } from "./OfferRow.js";
import { RequestConfirmation } from "./RequestConfirmation.js";
import { RequestForm } from "./RequestForm.js";
import { RequestFrame } from "./RequestFrame.js";
import { type ContactContext, contactContextOf, contactPagePath } from "./shared/request-links.js";
import { useSentRequest } from "./use-sent-request.js";

const FORM = "contact";

/** What the call to action said, in words: a quote, an offer, an expertise. */
function ContextSummary({ context }: { context: ContactContext }) {
  const expertise = context.expertiseId ? findExpertise(context.expertiseId) : undefined;
  return (
    <dl className="space-y-1 text-sm">
      <div className="flex gap-2">
        <dt className="font-semibold">Demande :</dt>
        <dd>{context.type === "quote" ? "Devis gratuit, réponse sous 24 h ouvrées" : "Prise de contact"}</dd>
      </div>
      {context.offerId ? <OfferRow offerId={context.offerId} /> : null}
      {expertise ? (
        <div className="flex gap-2">
          <dt className="font-semibold">Expertise :</dt>
          <dd>{expertise.title}</dd>
        </div>
      ) : null}
    </dl>
  );
}

const answer = {
  title: "L'équipe commerciale vous répond sous 24 h ouvrées",
  text: "Par e-mail, ou par téléphone si vous nous laissez votre numéro ; du lundi au vendredi, hors jours fériés.",
};
const quoteSteps = [
  {
    title: "Vous décrivez votre projet",
    text: "Vos objectifs, vos délais, votre budget s'il est fixé : quelques lignes suffisent.",
  },
  answer,
  {
    title: "Vous recevez une proposition chiffrée",
    text: "Gratuite et sans engagement, ou les questions qui nous manquent pour l'établir.",
  },
];
const contactSteps = [
  { title: "Nous lisons votre message", text: "Il arrive directement à l'équipe commerciale de Novadis." },
  answer,
  {
    title: "Nous convenons de la suite",
    text: "Un échange pour préciser votre besoin, un devis, ou la personne la mieux placée pour vous répondre.",
  },
];

/** The quote and contact form (docs/0015), opened by the calls to action with their context. */
export default function ContactPage() {
  const server = useServerForm(FORM);
  const type = useSearchParam("type");
  const offerId = useSearchParam("offerId");
  const expertiseId = useSearchParam("expertiseId");
  const sourcePage = useSearchParam("sourcePage");
  // Rendered by the server (a link with context, an error), the form's values say it; else the link does.
  const fromLink: Record<string, string | null> = { type, offerId, expertiseId, sourcePage };
  const linked = contactContextOf((name) => (server ? server.values[name] : fromLink[name]));
  // A link edited by hand into an origin that is not a site path loses it, rather than have the form refused.
  const context = { ...linked, sourcePage: sitePathOrUndefined(linked.sourcePage) };
  const aboutSomething = context.type === "quote" || context.offerId || context.expertiseId;
  const [sent, setSent] = useSentRequest(FORM);
  const hidden = {
    type: context.type,
    ...(context.offerId ? { offerId: context.offerId } : {}),
    ...(context.expertiseId ? { expertiseId: context.expertiseId } : {}),
    ...(context.sourcePage ? { sourcePage: context.sourcePage } : {}),
  };
  return (
    <RequestFrame
      title={context.type === "quote" ? "Demande de devis" : "Nous contacter"}
      intro="Décrivez votre besoin : un membre de l'équipe vous répond sous 24 h ouvrées."
      description="Demandez un devis gratuit ou écrivez à l'équipe Novadis : réponse sous 24 h ouvrées."
      context={sent || !aboutSomething ? undefined : <ContextSummary context={context} />}
      next={<NextSteps steps={context.type === "quote" ? quoteSteps : contactSteps} offersCall />}
    >
      {sent ? (
        <RequestConfirmation {...sent} />
      ) : (
        <RequestForm
          // A new context (another link followed) starts a new form with its hidden fields.
          key={JSON.stringify(hidden)}
          name={FORM}
          action={contactPagePath}
          context={hidden}
          asksCompany
          messageLabel="Votre message"
          submitLabel={context.type === "quote" ? "Demander mon devis" : "Envoyer"}
          onSent={setSent}
        />
      )}
    </RequestFrame>
  );
}
