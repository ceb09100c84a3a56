import { type FormEvent, useState } from "react";
import type { z } from "zod";
import { useAccountPrefill } from "../accounts/index.js";
import { mutateProcedure } from "../app/call-procedure.js";
import { useSignedInUser } from "../app/signed-in-hint.js";
import { jobApplyPath } from "../requests/shared/request-pages.js";
import type { applicationInput } from "../requests/shared/request-schemas.js";
import { CV_MAX_BYTES } from "../shared/api-limits.js";
import { messages } from "../shared/messages/catalogue.js";
import { ConsentField } from "../ui/forms/ConsentField.js";
import { describedBy, FieldFrame, inputStyles } from "../ui/forms/FieldFrame.js";
import { FormAlert } from "../ui/forms/FormAlert.js";
import type { FieldPath } from "../ui/forms/field-paths.js";
import { HoneypotField } from "../ui/forms/HoneypotField.js";
import { PostForm } from "../ui/forms/PostForm.js";
import { SubmitButton } from "../ui/forms/SubmitButton.js";
import { errorCode, serverField } from "../ui/forms/server-error.js";
import { TextareaField } from "../ui/forms/TextareaField.js";
import { usePageForm } from "../ui/forms/use-page-form.js";
import { useServerForm } from "../ui/forms/use-server-form.js";
import { VisitorFields } from "../ui/forms/VisitorFields.js";

const CV_ID = "application-cv";

/**
 * The application form of one job. Without JavaScript it posts `multipart/form-data` to its page; with it, the
 * same FormData goes to the `applications.submit` procedure (multipart, same origin, so a session links them).
 */
export function ApplicationForm({ jobId, onApplied }: { jobId: string; onApplied: (reference: string) => void }) {
  // Signed in, the page's data has the visitor: the server's HTML and the first render start filled in.
  const user = useSignedInUser();
  const server = useServerForm("application");
  const [formError, setFormError] = useState(server?.alert?.message ?? null);
  const [cvError, setCvError] = useState<string | undefined>(server?.errors.cv);
  const form = usePageForm(
    () => import("../requests/shared/request-schemas.js").then((schemas) => schemas.applicationInput),
    {
      jobId,
      firstName: user?.firstName ?? "",
      lastName: user?.lastName ?? "",
      email: user?.email ?? "",
      phone: "",
      message: "",
      consent: false,
      website: "",
    },
    "application",
  );
  const { errors, isSubmitting } = form.formState;
  useAccountPrefill(form);

  async function send(formElement: HTMLFormElement) {
    const body = new FormData(formElement);
    const cv = body.get("cv");
    if (!(cv instanceof File) || cv.size === 0) return setCvError(messages.applications.cvRequired);
    if (cv.size > CV_MAX_BYTES) return setCvError(messages.applications.cvTooLarge);
    try {
      onApplied((await mutateProcedure("applications.submit", body)).reference);
    } catch (error) {
      // The server's message whenever it answered, its crash's reference included; else the form's own.
      const message = errorCode(error) === undefined ? messages.applications.sendFailed : (error as Error).message;
      const field = serverField(error);
      if (field === "cv") setCvError(message);
      else if (field && field in form.getValues() && field !== "jobId") {
        form.setError(field as FieldPath<z.input<typeof applicationInput>>, { message }, { shouldFocus: true });
      } else setFormError(message);
    }
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const formElement = event.currentTarget;
    setFormError(null);
    setCvError(undefined);
    void form.handleSubmit(() => send(formElement))(event);
  };

  return (
    <PostForm
      name="application"
      action={jobApplyPath(jobId)}
      encType="multipart/form-data"
      onSubmit={onSubmit}
      className="space-y-5"
    >
      <input type="hidden" {...form.register("jobId")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <VisitorFields register={(field) => form.register(field)} errors={errors} />
      </div>
      <FieldFrame
        inputId={CV_ID}
        label={messages.jobApplication.cvLabel}
        error={cvError}
        hint={messages.jobApplication.cvHint}
      >
        <input
          id={CV_ID}
          name="cv"
          type="file"
          accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          aria-invalid={cvError ? true : undefined}
          aria-describedby={describedBy(CV_ID, { error: cvError, hint: true })}
          className={`${inputStyles} file:mr-4 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-800`}
        />
      </FieldFrame>
      <TextareaField
        label={messages.jobApplication.messageLabel}
        rows={5}
        error={errors.message?.message}
        {...form.register("message")}
      />
      <HoneypotField {...form.register("website")} />
      <ConsentField error={errors.consent?.message} {...form.register("consent")} />
      {formError ? <FormAlert tone="error">{formError}</FormAlert> : null}
      <div className="sm:max-w-xs">
        <SubmitButton
          label={messages.jobApplication.sendButton}
          pendingLabel={messages.formWords.sending}
          pending={isSubmitting}
        />
      </div>
    </PostForm>
  );
}
