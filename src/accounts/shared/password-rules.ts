/**
 * The four rules of the strength indicator, in display order: the same as the registration schema's
 * (src/accounts/shared/auth-schemas.ts), in a file without zod, which the meter would otherwise bring to the page.
 */
export const passwordRules = [
  { id: "length", label: "Au moins 8 caractères", test: (value: string) => value.length >= 8 },
  { id: "upper", label: "Une lettre majuscule", test: (value: string) => /[A-Z]/.test(value) },
  { id: "lower", label: "Une lettre minuscule", test: (value: string) => /[a-z]/.test(value) },
  { id: "digit", label: "Un chiffre", test: (value: string) => /[0-9]/.test(value) },
] as const;
