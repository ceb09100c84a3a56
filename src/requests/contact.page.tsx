import { findExpertise } from "../content/expertise-catalogue.js";
import { sitePathOrUndefined } from "../shared/site-path.js";
import { useServerForm } from "../ui/forms/use-server-form.js";
import { useSearchParam } from "../ui/use-search-param.js";
import { OfferRow } from "./OfferRow.js";
import { RequestConfirmation } from "./request-confirmation.js";
import { RequestForm } from "./request-form.js";
import { RequestFrame } from "./request-frame.js";
import { type ContactContext, contactContextOf, contactPagePath } from "./shared/request-links.js";
import { useSentRequest } from "./use-sent-request.js";

const FORM = "contact";

/** What the call to action said, in words: a quote, an offer, an expertise. */
function ContextSummary({ context }: { context: ContactContext }) {
  const expertise = context.expertiseId ? findExpertise(context.expertiseId) : undefined;
  return (
    <dl className="space-y-1 text-sm">
      <div className="flex gap-2">
        <dt className="font-semibold">Demande :</dt>
        <dd>{context.type === "quote" ? "Devis gratuit, réponse sous 24 h ouvrées" : "Prise de contact"}</dd>
      </div>
      {context.offerId ? <OfferRow offerId={context.offerId} /> : null}
      {expertise ? (
        <div className="flex gap-2">
          <dt className="font-semibold">Expertise :</dt>
          <dd>{expertise.title}</dd>
        </div>
      ) : null}
    </dl>
  );
}

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
      intro="Décrivez votre besoin : un membre de l'équipe vous répond sous 24 h ouvrées."
      description="Demandez un devis gratuit ou écrivez à l'équipe Novadis : réponse sous 24 h ouvrées."
      context={sent || !aboutSomething ? undefined : <ContextSummary context={context} />}
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
