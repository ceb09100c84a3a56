import { helpCategories } from "../content/shared/help-content.js";
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
  {
    title: "Votre demande est enregistrée",
    text: "Vous recevez aussitôt un e-mail avec sa référence, à rappeler dans nos échanges.",
  },
  {
    title: "L'équipe d'assistance vous répond sous un jour ouvré",
    text: "Par e-mail, du lundi au vendredi, hors jours fériés.",
  },
  {
    title: "Vous suivez son avancement",
    text: "Avec un compte Novadis, vous voyez son état dans votre espace client.",
  },
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
      title="Soumettre une demande"
      intro="Notre équipe d'assistance vous répond sous un jour ouvré."
      description="Écrivez au support Novadis : compte, facturation, offres, applications, documentation, juridique."
      next={<NextSteps steps={steps} />}
      context={
        sent || !title ? undefined : (
          <p className="text-sm">
            <span className="font-semibold">Catégorie :</span> {title}
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
              label="Catégorie"
              required
              placeholder="Choisissez une catégorie"
              options={categoryOptions}
              error={form.formState.errors.category?.message}
              {...form.register("category")}
            />
          )}
          messageLabel="Décrivez votre demande"
          submitLabel="Soumettre la demande"
          onSent={setSent}
        />
      )}
    </RequestFrame>
  );
}
