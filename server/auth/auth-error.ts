/** The kinds of refusal the auth service gives; each adapter maps them to its own status codes. */
export type AuthErrorKind = "bad-request" | "unauthorized" | "forbidden" | "conflict" | "rate-limited" | "unavailable";

export class AuthError extends Error {
  override name = "AuthError";
  constructor(
    readonly kind: AuthErrorKind,
    message: string,
    /** Seconds to wait, for "rate-limited". */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const httpStatusOf: Record<AuthErrorKind, number> = {
  "bad-request": 400,
  unauthorized: 401,
  forbidden: 403,
  conflict: 409,
  "rate-limited": 429,
  unavailable: 503,
};
