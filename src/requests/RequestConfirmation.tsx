import { useRef } from "react";
import { Link } from "wouter";
import { messages } from "../shared/messages/catalogue.js";
import { CheckIcon } from "../ui/drawn-icons.js";
import { buttonStyles } from "../ui/forms/button-styles.js";
import { Confirmation } from "../ui/forms/Confirmation.js";
import { type RequestType, requestTypeLabels } from "./shared/request-types.js";

/** What happens next, by type: the promise the acknowledgement mail repeats. */
const nextStep: Partial<Record<RequestType, string>> = {
  quote: messages.requestPages.answerWithinOneDay,
  contact: messages.requestPages.answerWithinOneDay,
  support: messages.requestPages.supportAnswers,
  priority: messages.requestPages.priorityAnswers,
};

/**
 * A sent request: its reference (to quote in any exchange) and what happens next. The heading takes the
 * focus, whether the outcome came from the server or from the React form.
 */
export function RequestConfirmation({ reference, type }: { reference: string; type: RequestType }) {
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <Confirmation
      label={messages.requestPages.sentHeading}
      focusTarget={heading}
      className="space-y-5"
      data-testid="request-confirmation"
    >
      <span className="flex size-14 items-center justify-center rounded-2xl bg-emerald-50 text-emerald-700">
        <CheckIcon width={30} height={30} />
      </span>
      <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight text-slate-900">
        {messages.requestPages.sentHeading}
      </h2>
      <p className="text-slate-700">
        {messages.requestPages.referenceBefore(requestTypeLabels[type])}{" "}
        <strong className="font-mono text-slate-900">{reference}</strong>. {messages.requestPages.confirmationMailSent}
      </p>
      {nextStep[type] ? <p className="font-medium text-slate-800">{nextStep[type]}</p> : null}
      <Link href="/" className={buttonStyles.secondary}>
        {messages.pageWords.backHomeLink}
      </Link>
    </Confirmation>
  );
}
