import { messages } from "../../shared/messages/catalogue.js";
import { TextField } from "./TextField.js";
import type { FieldRegistration } from "./use-page-form.js";

export type VisitorField = "firstName" | "lastName" | "email" | "phone";

export interface VisitorFieldsProps {
  /** The form's `register`, narrowed to the four fields (every visitor form's schema has them). */
  register(name: VisitorField): FieldRegistration;
  /** The form's errors: only their messages are read. */
  errors: Partial<Record<VisitorField, { message?: string | undefined }>>;
}

/**
 * Who is writing, asked the same way by every visitor form (requests, booking, applications): first and
 * last name and e-mail, required, with a phone number if they wish. The grid's two columns may take more.
 */
export function VisitorFields({ register, errors }: VisitorFieldsProps) {
  return (
    <>
      <TextField
        label={messages.visitorForm.firstNameLabel}
        autoComplete="given-name"
        required
        error={errors.firstName?.message}
        {...register("firstName")}
      />
      <TextField
        label={messages.visitorForm.lastNameLabel}
        autoComplete="family-name"
        required
        error={errors.lastName?.message}
        {...register("lastName")}
      />
      <TextField
        label={messages.formWords.emailAddressLabel}
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register("email")}
      />
      <TextField
        label={messages.visitorForm.phoneLabel}
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...register("phone")}
      />
    </>
  );
}
