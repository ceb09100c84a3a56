import { Link } from "wouter";
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
  {
    title: "L'équipe d'assistance est prévenue à l'instant",
    text: "Votre clé client rattache la demande à votre compte ; elle lui parvient aussitôt, marquée prioritaire.",
  },
  {
    title: "Elle passe avant les demandes ordinaires",
    text: "Nous vous contactons dès que possible, par téléphone si vous nous laissez votre numéro, sinon par e-mail.",
  },
  {
    title: "Vous gardez la référence",
    text: "Elle figure dans l'e-mail de confirmation : rappelez-la pour tout complément.",
  },
];

/** Priority assistance for clients under contract: their client key files the request for their team at once. */
export default function PriorityRequestPage() {
  const server = useServerForm(FORM);
  const fromLink = useSearchParam("clientKey");
  const clientKey = server ? server.values.clientKey : fromLink;
  const [sent, setSent] = useSentRequest(FORM);
  return (
    <RequestFrame
      title="Assistance prioritaire"
      intro="Client sous contrat ? Votre clé client prévient votre équipe à l'instant."
      description="Déclenchez l'assistance prioritaire Novadis avec votre clé client."
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
              label="Clé client"
              autoComplete="off"
              spellCheck={false}
              required
              placeholder="NVD-XXXX-XXXX-XXXX-XXXX"
              hint={
                <>
                  Elle figure dans votre{" "}
                  <Link href="/dashboard" className={buttonStyles.link}>
                    espace client
                  </Link>
                  .
                </>
              }
              error={form.formState.errors.clientKey?.message}
              {...form.register("clientKey")}
            />
          )}
          messageLabel="Que se passe-t-il ?"
          submitLabel="Déclencher"
          onSent={setSent}
        />
      )}
    </RequestFrame>
  );
}
