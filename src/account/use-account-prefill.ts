import { useEffect } from "react";
import { useSignedInUser } from "./signed-in-hint.js";

type AccountField = "firstName" | "lastName" | "email";

/** The part of a visitor form (forms/use-page-form.ts) the prefill writes to. */
export interface PrefillTarget {
  getValues(field: AccountField): unknown;
  setValue(field: AccountField, value: string): void;
}

/**
 * A visitor form (request, booking, application) filled in with the signed-in visitor's name and address. They
 * come from the visit's one `auth.me` answer (signed-in-hint.ts), not from React Query, which these public pages
 * do not load (issue 14). A page rendered for a signed-in visitor has them in its HTML already (its data seeds
 * the answer, which the form may take as starting values: useSignedInUser); an answer that arrives later fills the fields
 * still empty, never one the visitor has typed in.
 */
export function useAccountPrefill({ getValues, setValue }: PrefillTarget): void {
  const user = useSignedInUser();
  useEffect(() => {
    if (!user) return;
    const fromAccount = { firstName: user.firstName, lastName: user.lastName ?? "", email: user.email };
    for (const [field, value] of Object.entries(fromAccount) as [AccountField, string][]) {
      if (getValues(field) === "") setValue(field, value);
    }
  }, [user, getValues, setValue]);
}
