/**
 * What other features use of the accounts (docs/0043: a feature reaches another through its entry): who is
 * calling, the recent sign-in check, and the account actions the back-office takes on a user's behalf.
 */
export { type Caller, findUserByEmail, mailLink } from "./auth-context.js";
export type { AuthService } from "./auth-service.js";
export { issueEmailToken } from "./email-tokens.js";
export { requireRecentAuthentication } from "./recent-authentication.js";
export { resolveCaller } from "./resolve-caller.js";
export { endSessions } from "./session-endings.js";
export type { Session } from "./sessions.js";
