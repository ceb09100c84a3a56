import { useEffect } from "react";
import { useSignedInUser } from "../app/signed-in-hint.js";

type AccountField = "firstName" | "lastName" | "email";

/**
 * The part of a visitor form (forms/use-page-form.ts) the prefill writes to. `Prefix` is where the account's
 * fields sit in the form's values: "" for the request, booking and application forms, "customer." for the quote.
 */
export interface PrefillTarget<Prefix extends string = ""> {
  getValues(field: `${Prefix}${AccountField}`): unknown;
  setValue(field: `${Prefix}${AccountField}`, value: string): void;
}

/**
 * A visitor form (request, booking, application, the basket's quote) filled in with the signed-in visitor's name
 * and address. They come from the visit's one `auth.me` answer (signed-in-hint.ts), not from React Query, which
 * these pages do not load (docs/0019). A page rendered for a signed-in visitor has them in its HTML already (its
 * data seeds the answer, which the form may take as starting values: useSignedInUser); an answer that arrives
 * later fills the fields still empty, never one the visitor has typed in.
 */
export function useAccountPrefill<Prefix extends string = "">(
  { getValues, setValue }: PrefillTarget<Prefix>,
  prefix = "" as Prefix,
): void {
  const user = useSignedInUser();
  useEffect(() => {
    if (!user) return;
    const fromAccount = { firstName: user.firstName, lastName: user.lastName ?? "", email: user.email };
    for (const [name, value] of Object.entries(fromAccount) as [AccountField, string][]) {
      const field = `${prefix}${name}` as const;
      if (getValues(field) === "") setValue(field, value);
    }
  }, [user, getValues, setValue, prefix]);
}
