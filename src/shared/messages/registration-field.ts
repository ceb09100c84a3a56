/** On registration, a message about the e-mail belongs beside the e-mail field, where the visitor fixes it. */
export function registrationFieldOf(message: string): "email" | undefined {
  return /e-?mail/i.test(message) ? "email" : undefined;
}
