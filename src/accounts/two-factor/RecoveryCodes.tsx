import { useEffect, useRef } from "react";
import { messages } from "../../shared/messages/catalogue.js";
import { buttonStyles } from "../../ui/forms/button-styles.js";
import { FormAlert } from "../../ui/forms/FormAlert.js";
import { toast } from "../../ui/Toasts.js";
import { downloadText } from "../dashboard/download-json.js";

/**
 * The recovery codes, shown this once: copied or downloaded, then never readable again (stored hashed). They
 * take the focus when shown, since the form that asked for them is gone: a screen reader reads them out.
 */
export function RecoveryCodes({ codes, renewed, onDone }: { codes: string[]; renewed: boolean; onDone: () => void }) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), []);
  const text = `${messages.twoFactorCard.fileTitle}\n\n${codes.join("\n")}\n`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(messages.twoFactorCard.codesCopied);
    } catch {
      toast.error(messages.twoFactorCard.copyCodesFailed);
    }
  }

  return (
    <div ref={panel} tabIndex={-1} className="space-y-4 focus:outline-none">
      <FormAlert tone="success">
        {renewed ? messages.accounts.recoveryCodesRenewed : messages.twoFactorCard.enabledNotice}{" "}
        {messages.twoFactorCard.keepCodesSafe}
      </FormAlert>
      {/* A code broken over two lines is misread and mistyped: each column is a whole code wide (29 monospace
          characters and the padding), as many as fit, and never breaks at its hyphens. */}
      <ul
        aria-label={messages.twoFactorCard.codesListLabel}
        className="grid grid-cols-[repeat(auto-fill,minmax(calc(29ch+1.5rem),1fr))] gap-2 font-mono text-xs sm:text-sm"
      >
        {codes.map((code) => (
          <li
            key={code}
            className="rounded-lg bg-slate-50 px-3 py-2 whitespace-nowrap text-slate-900 ring-1 ring-slate-200"
          >
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <button type="button" className={buttonStyles.small} onClick={copy}>
          {messages.twoFactorCard.copyCodesButton}
        </button>
        <button
          type="button"
          className={buttonStyles.small}
          onClick={() => downloadText("novadis-codes-de-recuperation.txt", text)}
        >
          {messages.twoFactorCard.downloadCodesButton}
        </button>
        <button type="button" className={buttonStyles.small} onClick={onDone}>
          {messages.twoFactorCard.codesKeptButton}
        </button>
      </div>
    </div>
  );
}
