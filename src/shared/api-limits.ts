/**
 * Bounds the API keeps so that no single request can cost much, shared by the server (which
 * enforces them) and the React app (which stays within them). No Node imports here.
 */

// The tRPC batch's bound lives in trpc-batch.ts: the tRPC client's chunk takes what it imports along, and
// the application form, which reads CV_MAX_BYTES here, then loaded React Query and tRPC (docs/0019).

/** A CV's largest size (docs/0014): the server refuses more with 413, the form says so before sending. */
export const CV_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Live sessions one user may hold; signing in once more ends the oldest. Without a bound, a script
 * signing in in a loop grew a list every dashboard load read (3 614 sessions froze the server).
 * Also the largest page of `account.sessions`, so the dashboard shows every session in one page.
 */
export const MAX_SESSIONS_PER_USER = 50;
