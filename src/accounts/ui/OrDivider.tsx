import { messages } from "../../shared/messages/catalogue.js";
/** The "ou" rule between a form's own submit and the Google button. */
export function OrDivider() {
  return (
    <div className="flex items-center gap-3 text-sm text-slate-500">
      <span className="h-px flex-1 bg-slate-200" />
      {messages.signInPages.orLabel}
      <span className="h-px flex-1 bg-slate-200" />
    </div>
  );
}
