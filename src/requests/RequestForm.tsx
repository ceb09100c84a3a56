import { type ReactNode, useState } from "react";
import type { z } from "zod";
import { useAccountPrefill } from "../accounts/index.js";
import { mutateProcedure } from "../app/call-procedure.js";
import { messages } from "../shared/messages/catalogue.js";
import { ConsentField } from "../ui/forms/ConsentField.js";
import { FormAlert } from "../ui/forms/FormAlert.js";
import { HoneypotField } from "../ui/forms/HoneypotField.js";
import { PostForm } from "../ui/forms/PostForm.js";
import { SubmitButton } from "../ui/forms/SubmitButton.js";
import { serverField, serverMessage } from "../ui/forms/server-error.js";
import { TextareaField } from "../ui/forms/TextareaField.js";
import { TextField } from "../ui/forms/TextField.js";
import { type PageForm, usePageForm } from "../ui/forms/use-page-form.js";
import { useServerForm } from "../ui/forms/use-server-form.js";
import { VisitorFields } from "../ui/forms/VisitorFields.js";
import type { RequestInput } from "./shared/request-schemas.js";
import type { RequestType } from "./shared/request-types.js";

/** Every field of every request form, as the HTML form holds them (the schema's union picks what its type needs). */
export interface RequestFields {
  type: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
  subject: string;
  message: string;
  consent: boolean;
  website: string;
  offerId: string;
  expertiseId: string;
  category: string;
  clientKey: string;
  sourcePage: string;
}

const blank: RequestFields = {
  type: "",
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  company: "",
  subject: "",
  message: "",
  consent: false,
  website: "",
  offerId: "",
  expertiseId: "",
  category: "",
  clientKey: "",
  sourcePage: "",
};

// The form holds the fields of every branch as strings; the discriminated union validates the branch of `type`.
const loadSchema = () =>
  import("./shared/request-schemas.js").then(
    ({ requestInput }) => requestInput as unknown as z.ZodType<RequestInput, RequestFields>,
  );

type HiddenField = "type" | "offerId" | "expertiseId" | "sourcePage";

export interface RequestFormProps {
  /** The form's name on the server (server/requests/pages) and the page it posts to. */
  name: string;
  action: string;
  /** The request's type, context and origin page from the link, sent as hidden fields. */
  context: Partial<Record<HiddenField, string>>;
  /** Visible fields the link fills in (a category, a client key). */
  prefill?: Partial<RequestFields>;
  /** Fields before the visitor's details (a category, a client key); `form` registers them. */
  leading?: (form: PageForm<RequestFields, RequestInput>) => ReactNode;
  /** Company and subject: asked on the contact form, not on support ones. */
  asksCompany?: boolean;
  messageLabel: string;
  submitLabel: string;
  onSent(sent: { reference: string; type: RequestType }): void;
}

/**
 * A visitor's request: a real POST the server handles without JavaScript (server/requests/pages), enhanced
 * here with `requests.submit` as a plain request (these public pages load no tRPC client, docs/0019). Signed in,
 * the visitor's name and address are filled in from the account.
 */
export function RequestForm({
  name,
  action,
  context,
  prefill,
  leading,
  asksCompany = false,
  messageLabel,
  submitLabel,
  onSent,
}: RequestFormProps) {
  const serverAlert = useServerForm(name)?.alert;
  const [formError, setFormError] = useState<string | null>(serverAlert?.message ?? null);
  const form = usePageForm(loadSchema, { ...blank, ...prefill, ...context }, name);
  const { errors } = form.formState;
  useAccountPrefill(form);

  const onSubmit = form.handleSubmit(async (input) => {
    setFormError(null);
    try {
      const { reference } = await mutateProcedure("requests.submit", input);
      onSent({ reference, type: input.type });
    } catch (error) {
      const message = serverMessage(error, messages.requestPages.sendFailed);
      const field = serverField(error);
      if (field && field in blank && !(field in context)) {
        form.setError(field as keyof RequestFields, { message }, { shouldFocus: true });
      } else setFormError(message);
    }
  });

  return (
    <PostForm name={name} action={action} onSubmit={onSubmit} className="space-y-5">
      {(Object.keys(context) as HiddenField[]).map((field) => (
        <input key={field} type="hidden" {...form.register(field)} />
      ))}
      {leading?.(form)}
      <div className="grid gap-5 sm:grid-cols-2">
        <VisitorFields register={(field) => form.register(field)} errors={errors} />
        {asksCompany ? (
          <TextField
            label={messages.requestPages.companyLabel}
            autoComplete="organization"
            error={errors.company?.message}
            {...form.register("company")}
          />
        ) : null}
        <TextField
          label={messages.requestPages.subjectLabel}
          error={errors.subject?.message}
          {...form.register("subject")}
        />
      </div>
      <TextareaField label={messageLabel} required error={errors.message?.message} {...form.register("message")} />
      <ConsentField error={errors.consent?.message} {...form.register("consent")} />
      <HoneypotField {...form.register("website")} />
      {formError ? <FormAlert tone="error">{formError}</FormAlert> : null}
      <SubmitButton
        label={submitLabel}
        pendingLabel={messages.formWords.sending}
        pending={form.formState.isSubmitting}
      />
    </PostForm>
  );
}
