import { helpCategories } from "../content/shared/help-content.js";
import { messages } from "../shared/messages/catalogue.js";
import { SelectField } from "../ui/forms/SelectField.js";
import { useServerForm } from "../ui/forms/use-server-form.js";
import { useSearchParam } from "../ui/use-search-param.js";
import { NextSteps } from "./NextSteps.js";
import { RequestConfirmation } from "./RequestConfirmation.js";
import { RequestForm } from "./RequestForm.js";
import { RequestFrame } from "./RequestFrame.js";
import { supportRequestPath } from "./shared/request-links.js";
import { useSentRequest } from "./use-sent-request.js";

const FORM = "support";
const categoryOptions = helpCategories.map((category) => ({ value: category.id, label: category.title }));

const steps = [
  { title: messages.requestPages.recordedStepTitle, text: messages.requestPages.recordedStep },
  { title: messages.requestPages.supportAnswerStepTitle, text: messages.requestPages.supportAnswerStep },
  { title: messages.requestPages.followStepTitle, text: messages.requestPages.followStep },
];

/** A request to the support team, in one of the help centre's six categories (a category card preselects it). */
export default function SupportRequestPage() {
  const server = useServerForm(FORM);
  const fromLink = { category: useSearchParam("category"), subject: useSearchParam("subject") };
  const category = server ? server.values.category : fromLink.category;
  const subject = server ? server.values.subject : fromLink.subject;
  const [sent, setSent] = useSentRequest(FORM);
  const title = helpCategories.find((each) => each.id === category)?.title;
  return (
    <RequestFrame
      title={messages.requestPages.supportTitle}
      intro={messages.requestPages.supportAnswers}
      description={messages.requestPages.supportDescription}
      next={<NextSteps steps={steps} />}
      context={
        sent || !title ? undefined : (
          <p className="text-sm">
            <span className="font-semibold">{messages.requestPages.categoryContextLabel}</span> {title}
          </p>
        )
      }
    >
      {sent ? (
        <RequestConfirmation {...sent} />
      ) : (
        <RequestForm
          key={`${category ?? ""} ${subject ?? ""}`}
          name={FORM}
          action={supportRequestPath}
          prefill={{ category: category ?? "", subject: subject ?? "" }}
          context={{ type: "support" }}
          leading={(form) => (
            <SelectField
              label={messages.requestPages.categoryLabel}
              required
              placeholder={messages.requestPages.categoryChoiceLabel}
              options={categoryOptions}
              error={form.formState.errors.category?.message}
              {...form.register("category")}
            />
          )}
          messageLabel={messages.requestPages.describeRequestLabel}
          submitLabel={messages.requestPages.submitButton}
          onSent={setSent}
        />
      )}
    </RequestFrame>
  );
}
