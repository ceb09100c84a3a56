import type { TRPC_ERROR_CODE_KEY } from "@trpc/server";

/**
 * The kinds of refusal a service gives (auth, requests...). Services know nothing of HTTP: each adapter
 * maps a kind to its own code, from the two tables below, so a refusal reads the same through every door.
 */
export type ServiceErrorKind =
  | "bad-request"
  | "unauthorized"
  | "forbidden"
  | "not-found"
  | "conflict"
  | "too-large"
  | "unsupported-type"
  | "rate-limited"
  | "unavailable"
  /** A sensitive action asked for a recent proof of identity (server/accounts/recent-authentication.ts). */
  | "reauthentication-required";

export class ServiceError extends Error {
  override name = "ServiceError";
  /** Seconds to wait, for "rate-limited". */
  readonly retryAfterSeconds: number | undefined;
  /** The input field the refusal is about, when there is one (forms show the message beside it). */
  readonly field: string | undefined;

  constructor(
    readonly kind: ServiceErrorKind,
    message: string,
    details: { retryAfterSeconds?: number; field?: string } = {},
  ) {
    super(message);
    this.retryAfterSeconds = details.retryAfterSeconds;
    this.field = details.field;
  }
}

/** For the REST adapters. */
export const httpStatusOf: Record<ServiceErrorKind, number> = {
  "bad-request": 400,
  unauthorized: 401,
  forbidden: 403,
  "not-found": 404,
  conflict: 409,
  "too-large": 413,
  "unsupported-type": 415,
  "rate-limited": 429,
  unavailable: 503,
  "reauthentication-required": 403,
};

/** For the tRPC routers. */
export const trpcCodeOf: Record<ServiceErrorKind, TRPC_ERROR_CODE_KEY> = {
  "bad-request": "BAD_REQUEST",
  unauthorized: "UNAUTHORIZED",
  forbidden: "FORBIDDEN",
  "not-found": "NOT_FOUND",
  conflict: "CONFLICT",
  "too-large": "PAYLOAD_TOO_LARGE",
  "unsupported-type": "UNSUPPORTED_MEDIA_TYPE",
  "rate-limited": "TOO_MANY_REQUESTS",
  unavailable: "SERVICE_UNAVAILABLE",
  // Used for nothing else, so that the client recognises it (src/accounts/reauth/needs-reauthentication.ts).
  "reauthentication-required": "PRECONDITION_FAILED",
};
