/** The login screen's second-step form (server/accounts/pages/two-factor-step.ts and the React login form). */
export const TWO_FACTOR_LOGIN_FORM = "login-2fa";
