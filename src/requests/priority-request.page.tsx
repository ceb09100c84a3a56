import { Link } from "wouter";
import { messages } from "../shared/messages/catalogue.js";
import { buttonStyles } from "../ui/forms/button-styles.js";
import { TextField } from "../ui/forms/TextField.js";
import { useServerForm } from "../ui/forms/use-server-form.js";
import { useSearchParam } from "../ui/use-search-param.js";
import { NextSteps } from "./NextSteps.js";
import { RequestConfirmation } from "./RequestConfirmation.js";
import { RequestForm } from "./RequestForm.js";
import { RequestFrame } from "./RequestFrame.js";
import { priorityRequestPath } from "./shared/request-links.js";
import { useSentRequest } from "./use-sent-request.js";

const FORM = "priority";

const steps = [
  { title: messages.requestPages.teamNotifiedStepTitle, text: messages.requestPages.teamNotifiedStep },
  { title: messages.requestPages.beforeOthersStepTitle, text: messages.requestPages.beforeOthersStep },
  { title: messages.requestPages.keepReferenceStepTitle, text: messages.requestPages.keepReferenceStep },
];

/** Priority assistance for clients under contract: their client key files the request for their team at once. */
export default function PriorityRequestPage() {
  const server = useServerForm(FORM);
  const fromLink = useSearchParam("clientKey");
  const clientKey = server ? server.values.clientKey : fromLink;
  const [sent, setSent] = useSentRequest(FORM);
  return (
    <RequestFrame
      title={messages.requestLabels.priorityLabel}
      intro={messages.requestPages.priorityIntro}
      description={messages.requestPages.priorityDescription}
      next={<NextSteps steps={steps} />}
    >
      {sent ? (
        <RequestConfirmation {...sent} />
      ) : (
        <RequestForm
          key={clientKey ?? ""}
          name={FORM}
          action={priorityRequestPath}
          prefill={{ clientKey: clientKey ?? "" }}
          context={{ type: "priority" }}
          leading={(form) => (
            <TextField
              label={messages.requestPages.clientKeyLabel}
              autoComplete="off"
              spellCheck={false}
              required
              placeholder={messages.requestPages.clientKeyFormatLabel}
              hint={
                <>
                  {messages.requestPages.clientKeyHintBefore}{" "}
                  <Link href="/dashboard" className={buttonStyles.link}>
                    {messages.requestPages.clientAreaLink}
                  </Link>
                  .
                </>
              }
              error={form.formState.errors.clientKey?.message}
              {...form.register("clientKey")}
            />
          )}
          messageLabel={messages.requestPages.whatHappensQuestion}
          submitLabel={messages.requestPages.triggerButton}
          onSent={setSent}
        />
      )}
    </RequestFrame>
  );
}
