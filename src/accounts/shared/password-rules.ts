import { messages } from "../../shared/messages/catalogue.js";
/**
 * The four rules of the strength indicator, in display order: the same as the registration schema's
 * (src/accounts/shared/auth-schemas.ts), in a file without zod, which the meter would otherwise bring to the page.
 */
export const passwordRules = [
  { id: "length", label: messages.passwordField.lengthRuleLabel, test: (value: string) => value.length >= 8 },
  { id: "upper", label: messages.passwordField.upperRuleLabel, test: (value: string) => /[A-Z]/.test(value) },
  { id: "lower", label: messages.passwordField.lowerRuleLabel, test: (value: string) => /[a-z]/.test(value) },
  { id: "digit", label: messages.passwordField.digitRuleLabel, test: (value: string) => /[0-9]/.test(value) },
] as const;
