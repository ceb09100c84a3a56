import { useState } from "react";
import type { z } from "zod";
import { useAccountPrefill } from "../../accounts/index.js";
import { messages } from "../../shared/messages/catalogue.js";
import { ConsentField } from "../../ui/forms/ConsentField.js";
import { FormAlert } from "../../ui/forms/FormAlert.js";
import { HoneypotField } from "../../ui/forms/HoneypotField.js";
import { SubmitButton } from "../../ui/forms/SubmitButton.js";
import { TextareaField } from "../../ui/forms/TextareaField.js";
import { TextField } from "../../ui/forms/TextField.js";
import { usePageForm } from "../../ui/forms/use-page-form.js";
import type { IssuedQuoteAnswer, QuoteInput } from "../shared/quote-schemas.js";
import { QuoteRefusal, requestQuote } from "./request-quote.js";

/** The form's fields as the inputs hold them; the offers come from the basket. */
interface QuoteFields {
  customer: { firstName: string; lastName: string; email: string; company: string; address: string; vatNumber: string };
  consent: boolean;
  website: string;
}
type CustomerFields = Omit<QuoteInput, "offers">;

const loadSchema = () =>
  import("../shared/quote-schemas.js").then(
    ({ quoteInput }) => quoteInput.omit({ offers: true }) as unknown as z.ZodType<CustomerFields, QuoteFields>,
  );
const blank: QuoteFields = {
  customer: { firstName: "", lastName: "", email: "", company: "", address: "", vatNumber: "" },
  consent: false,
  website: "",
};

/**
 * 'Recevoir mon devis': who the quote is for, then `POST /api/quotes` with the basket's offers. Signed in, the
 * name and address are filled in from the account (and the quote joins "Mes devis"). It exists only with
 * JavaScript, as the basket it quotes lives in the browser (docs/0025).
 */
export function QuoteForm({
  offerIds,
  onIssued,
}: {
  offerIds: readonly string[];
  onIssued(quote: IssuedQuoteAnswer): void;
}) {
  const form = usePageForm(loadSchema, blank);
  const { errors } = form.formState;
  const [formError, setFormError] = useState<string | null>(null);
  // From the header's one `auth.me` answer: /panier does not load React Query (docs/0019).
  useAccountPrefill(form, "customer.");

  const onSubmit = form.handleSubmit(async (customer) => {
    setFormError(null);
    try {
      onIssued(await requestQuote({ ...customer, offers: [...offerIds] }));
    } catch (error) {
      const refusal = error instanceof QuoteRefusal ? error : new QuoteRefusal(String(error), undefined);
      if (refusal.field?.startsWith("customer.") || refusal.field === "consent") {
        form.setError(refusal.field as "consent", { message: refusal.message }, { shouldFocus: true });
      } else setFormError(refusal.message);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label={messages.basket.getQuoteButton}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={messages.formWords.firstNameLabel}
          autoComplete="given-name"
          required
          error={errors.customer?.firstName?.message}
          {...form.register("customer.firstName")}
        />
        <TextField
          label={messages.formWords.lastNameLabel}
          autoComplete="family-name"
          required
          error={errors.customer?.lastName?.message}
          {...form.register("customer.lastName")}
        />
        <TextField
          label={messages.formWords.emailAddressLabel}
          type="email"
          autoComplete="email"
          required
          error={errors.customer?.email?.message}
          {...form.register("customer.email")}
        />
        <TextField
          label={messages.basket.companyLabel}
          autoComplete="organization"
          required
          hint={messages.basket.companyHint}
          error={errors.customer?.company?.message}
          {...form.register("customer.company")}
        />
      </div>
      <TextareaField
        label={messages.basket.billingAddressLabel}
        autoComplete="street-address"
        rows={3}
        required
        error={errors.customer?.address?.message}
        {...form.register("customer.address")}
      />
      <TextField
        label={messages.basket.vatNumberLabel}
        error={errors.customer?.vatNumber?.message}
        {...form.register("customer.vatNumber")}
      />
      <ConsentField error={errors.consent?.message} {...form.register("consent")} />
      <HoneypotField {...form.register("website")} />
      {formError ? <FormAlert tone="error">{formError}</FormAlert> : null}
      <SubmitButton
        label={messages.basket.getQuoteButton}
        pendingLabel={messages.basket.creatingQuote}
        pending={form.formState.isSubmitting}
      />
    </form>
  );
}
