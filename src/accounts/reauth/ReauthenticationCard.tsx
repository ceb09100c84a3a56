import { lazy, Suspense } from "react";
import { usePageData } from "../../app/page-data.js";
import { messages } from "../../shared/messages/catalogue.js";
import { AccountCard } from "../../ui/AccountCard.js";
import { FormAlert } from "../../ui/forms/FormAlert.js";

// Shown only on the page the server sends back for want of a recent proof of identity, which in practice is a
// visit without JavaScript (with it, the dialog asks): its code (the form, Google's and the passkey's ways) loads
// then only, not with every dashboard (docs/0019). The server's HTML stays as it is until the code arrives: React
// hydrates a Suspense boundary once its lazy part has loaded.
const ReauthenticationForm = lazy(() =>
  import("./ReauthenticationForm.js").then((module) => ({ default: module.ReauthenticationForm })),
);

/**
 * Without JavaScript there is no dialog: when a form of the page was refused for want of a recent proof
 * of identity, the page comes back with this card at its top; once confirmed, the visitor submits again.
 */
export function ReauthenticationCard() {
  const form = usePageData()?.form;
  if (form?.form === "reauthenticate" && form.alert?.tone === "success") {
    return <FormAlert tone="success">{form.alert.message}</FormAlert>;
  }
  const asked = form?.alert?.message === messages.accounts.reauthenticationRequired || form?.form === "reauthenticate";
  if (!asked) return null;
  return (
    <AccountCard
      title={messages.reauthentication.confirmIdentityTitle}
      description={messages.reauthentication.cardIntro}
    >
      <Suspense>
        <ReauthenticationForm />
      </Suspense>
    </AccountCard>
  );
}
