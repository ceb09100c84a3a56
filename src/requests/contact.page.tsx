import { findExpertise } from "../content/shared/expertise-catalogue.js";
import { messages } from "../shared/messages/catalogue.js";
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
        <dt className="font-semibold">{messages.requestPages.requestLabel}</dt>
        <dd>
          {context.type === "quote" ? messages.common.freeQuoteCaption : messages.requestPages.contactRequestLabel}
        </dd>
      </div>
      {context.offerId ? <OfferRow offerId={context.offerId} /> : null}
      {expertise ? (
        <div className="flex gap-2">
          <dt className="font-semibold">{messages.requestPages.expertiseLabel}</dt>
          <dd>{expertise.title}</dd>
        </div>
      ) : null}
    </dl>
  );
}

const answer = { title: messages.requestPages.salesAnswerStepTitle, text: messages.requestPages.salesAnswerStep };
const quoteSteps = [
  { title: messages.requestPages.describeProjectStepTitle, text: messages.requestPages.describeProjectStep },
  answer,
  { title: messages.requestPages.proposalStepTitle, text: messages.requestPages.proposalStep },
];
const contactSteps = [
  { title: messages.requestPages.readMessageStepTitle, text: messages.requestPages.readMessageStep },
  answer,
  { title: messages.requestPages.agreeNextStepTitle, text: messages.requestPages.agreeNextStep },
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
      title={context.type === "quote" ? messages.requestLabels.quoteLabel : messages.requestPages.contactTitle}
      intro={messages.requestPages.contactIntro}
      description={messages.requestPages.contactDescription}
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
          messageLabel={messages.requestPages.messageLabel}
          submitLabel={context.type === "quote" ? messages.requestPages.quoteButton : messages.requestPages.sendButton}
          onSent={setSent}
        />
      )}
    </RequestFrame>
  );
}
