import { useCallback, useRef } from "react";
import { messages } from "../../../shared/messages/catalogue.js";
import { Icon } from "../../../ui/icons.js";
import { useDisclosure } from "../../../ui/use-disclosure.js";
import { usePopoverDismiss } from "../../../ui/use-popover-dismiss.js";

/**
 * The language button shows which languages the site is in. French is the only one: the panel says so
 * rather than offering switches that would lead nowhere; a translation adds its entry here.
 */
export function LanguageMenu() {
  const { open, setOpen, buttonProps, panelProps } = useDisclosure();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), [setOpen]);
  const dismiss = usePopoverDismiss(open, close, rootRef, buttonRef);
  return (
    <div ref={rootRef} className="relative hidden lg:block" {...dismiss}>
      <button
        type="button"
        ref={buttonRef}
        {...buttonProps}
        onClick={() => setOpen(!open)}
        // The accessible name starts with the visible "FR" (WCAG 2.5.3, label in name).
        aria-label={messages.header.languageButtonLabel}
        className="inline-flex h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold transition-colors hover:bg-current/10 data-open:bg-current/10"
      >
        <Icon name="globe" className="h-4 w-4" />
        {messages.header.languageCodeLabel}
      </button>
      {open ? (
        <div
          {...panelProps}
          className="absolute right-0 top-full z-40 mt-2 w-64 rounded-2xl bg-white p-4 text-left text-slate-900 shadow-2xl ring-1 ring-slate-900/5"
        >
          <p className="text-xs font-semibold tracking-wider text-brand-700 uppercase">
            {messages.header.languageMenuHeading}
          </p>
          <p lang="fr" className="mt-2 flex items-center justify-between font-semibold">
            {messages.header.frenchLabel}{" "}
            <span className="text-sm font-normal text-slate-600">{messages.header.currentLanguageLabel}</span>
          </p>
          <p className="mt-2 text-sm text-slate-600">{messages.header.languageNotice}</p>
        </div>
      ) : null}
    </div>
  );
}
