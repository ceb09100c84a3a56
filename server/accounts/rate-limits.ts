import type { RateLimiter, RateRule, RuleLimiter } from "../platform/rate-limiter.js";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Auth's rules in the shared rate limiter (docs/0008-rate-limits-in-sqlite.md). */
export const authRateRules = {
  loginPerIp: { limit: 30, windowMs: 15 * MINUTE },
  registerPerIp: { limit: 10, windowMs: HOUR },
  registerPerEmail: { limit: 5, windowMs: HOUR },
  forgotPerIp: { limit: 20, windowMs: HOUR },
  forgotPerEmail: { limit: 3, windowMs: HOUR },
  resendPerIp: { limit: 20, windowMs: HOUR },
  resendPerEmail: { limit: 3, windowMs: HOUR },
  verifyPerIp: { limit: 30, windowMs: 15 * MINUTE },
  resetPerIp: { limit: 20, windowMs: 15 * MINUTE },
  refreshPerIp: { limit: 60, windowMs: 15 * MINUTE },
  /** Guessing the current password through "change password" from a stolen session. */
  changePasswordPerUser: { limit: 10, windowMs: 15 * MINUTE },
  /** Each request mails two addresses: a stolen session must not turn it into a mail cannon. */
  emailChangePerUser: { limit: 5, windowMs: HOUR },
  /** The same guessing through the re-authentication before a sensitive action. */
  reauthenticatePerUser: { limit: 10, windowMs: 15 * MINUTE },
  /** Second-factor codes for one account (sign-in, enrolment, disabling): a million codes, 10 tries. */
  twoFactorPerUser: { limit: 10, windowMs: 15 * MINUTE },
  twoFactorPerIp: { limit: 30, windowMs: 15 * MINUTE },
  /** Passkey sign-in options and answers: the login page asks for options on each visit (autofill). */
  passkeySignInPerIp: { limit: 60, windowMs: 15 * MINUTE },
} satisfies Record<string, RateRule>;

export type AuthRateRuleName = keyof typeof authRateRules;

/** Failed logins for one address allowed before delays start, then doubling delays up to the cap. */
const FREE_LOGIN_FAILURES = 5;
const FIRST_LOGIN_DELAY_MS = 30_000;
const MAX_LOGIN_DELAY_MS = 15 * MINUTE;
/** A run of failures is forgotten a day after it started. */
const LOGIN_FAILURE_MEMORY_MS = 24 * HOUR;

export function loginDelayMs(failures: number): number {
  if (failures < FREE_LOGIN_FAILURES) return 0;
  return Math.min(FIRST_LOGIN_DELAY_MS * 2 ** (failures - FREE_LOGIN_FAILURES), MAX_LOGIN_DELAY_MS);
}

/**
 * Whose failed logins are counted: the address's, or, from a device that signed in to that account before
 * (a valid device cookie), that device's alone — strangers' guesses at the address do not lock it out,
 * and a stolen device cookie still gets only its own few tries (OWASP, "device cookies").
 */
export type LoginThrottle = { email: string } | { device: string };

export interface AuthLimiter extends RuleLimiter<AuthRateRuleName> {
  /** Throws while an address, or a device, is held back after repeated failed logins. */
  assertLoginAllowed(throttle: LoginThrottle): Promise<void>;
  /** Records a failed login; returns the failures so far in this run. */
  recordLoginFailure(throttle: LoginThrottle): Promise<number>;
  clearLoginFailures(throttle: LoginThrottle): Promise<void>;
}

/** Auth's fixed-window rules plus its growing delays after failed logins for one address. */
export function createAuthLimiter(limiter: RateLimiter): AuthLimiter {
  const rules = limiter.register(authRateRules);
  const { counters } = limiter;
  const subjectOf = (throttle: LoginThrottle) =>
    "email" in throttle ? throttle.email.toLowerCase() : `device:${throttle.device}`;
  const failureKey = (throttle: LoginThrottle) => `login-failures:${subjectOf(throttle)}`;

  return {
    consume: rules.consume,

    async assertLoginAllowed(throttle) {
      const until = await counters.heldUntil(failureKey(throttle));
      if (until > counters.now()) counters.refuse("login-failures", subjectOf(throttle), until);
    },

    async recordLoginFailure(throttle) {
      const failures = (await counters.hit(failureKey(throttle), LOGIN_FAILURE_MEMORY_MS)).count;
      const delay = loginDelayMs(failures);
      if (delay > 0) await counters.holdUntil(failureKey(throttle), counters.now() + delay);
      return failures;
    },

    clearLoginFailures: (throttle) => counters.forget(failureKey(throttle)),
  };
}
