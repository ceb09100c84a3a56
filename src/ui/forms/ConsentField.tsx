import type { ComponentProps } from "react";
import { messages } from "../../shared/messages/catalogue.js";
import { buttonStyles } from "./button-styles.js";
import { CheckboxField } from "./CheckboxField.js";

/** Where the consent's policy is read; its "last updated" date is the version stored with the consent (docs/0014). */
export const privacyPolicyPath = "/legal/privacy-policy";

/**
 * The consent every request form requires (RGPD): unticked by default, linking the privacy policy.
 * The link opens a new tab so that reading the policy does not lose what the visitor has typed.
 */
export function ConsentField({
  error,
  ...input
}: Omit<ComponentProps<"input">, "id" | "type"> & { error?: string | undefined }) {
  return (
    <CheckboxField
      required
      error={error}
      label={
        <>
          {messages.visitorForm.consentBefore}{" "}
          <a href={privacyPolicyPath} target="_blank" rel="noopener" className={buttonStyles.link}>
            {messages.visitorForm.privacyPolicyLink}
            <span className="sr-only">{` ${messages.common.newTabLabel}`}</span>
          </a>
          .
        </>
      }
      {...input}
    />
  );
}
