import { Link } from "wouter";
import { messages } from "../shared/messages/catalogue.js";
import { buttonStyles } from "../ui/forms/button-styles.js";
import { bookingPagePath } from "./shared/request-links.js";

export interface NextStep {
  title: string;
  text: string;
}

/**
 * Beside a request form: what happens once it is sent, who answers and when, so the visitor knows what they are
 * committing to before they type. A page where talking first makes sense offers to book a call instead.
 */
export function NextSteps({ steps, offersCall = false }: { steps: readonly NextStep[]; offersCall?: boolean }) {
  return (
    <aside
      aria-labelledby="next-steps-title"
      data-testid="next-steps"
      className="rounded-3xl bg-white/70 p-6 ring-1 ring-brand-100 sm:p-8"
    >
      <h2 id="next-steps-title" className="text-lg font-bold text-slate-900">
        {messages.requestPages.nextStepsQuestion}
      </h2>
      <ol className="mt-5 space-y-5">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
            >
              {index + 1}
            </span>
            <div>
              <p className="font-semibold text-slate-900">{step.title}</p>
              <p className="mt-1 text-sm text-slate-600">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      {offersCall ? (
        <div className="mt-6 border-t border-brand-100 pt-6">
          <p className="font-semibold text-slate-900">{messages.requestPages.callQuestion}</p>
          <p className="mt-1 text-sm text-slate-600">{messages.requestPages.callOffer}</p>
          <Link href={bookingPagePath} className={`mt-4 ${buttonStyles.secondary}`}>
            {messages.pageWords.bookCallLink}
          </Link>
        </div>
      ) : null}
    </aside>
  );
}
