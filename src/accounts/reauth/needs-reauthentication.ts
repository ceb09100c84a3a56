import { errorCode } from "../../ui/forms/server-error.js";

/**
 * The server's answer to a sensitive action whose session has not proved who the user is for 10 minutes
 * (server/accounts/recent-authentication.ts). PRECONDITION_FAILED means nothing else in this API.
 */
export function needsReauthentication(error: unknown): boolean {
  return errorCode(error) === "PRECONDITION_FAILED";
}
