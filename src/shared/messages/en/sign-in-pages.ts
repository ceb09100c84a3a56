import type { Catalogue } from "../catalogue.js";

/** The sign-in screens, in English (sign-in-pages.ts). */
export const signInPages: Catalogue["signInPages"] = {
  // The promotional panel
  promoLabel: "Horizon 2030",
  slogan: "Let's build the digital future together.",
  promoIntro: "Join the digital community: one account to run your digital projects.",
  appsPromiseLabel: "Your apps and subscriptions in one place",
  offersPromiseLabel: "Fixed-price Start & Scale offers",
  expertsPromiseLabel: "Support from our experts",
  orLabel: "or",
  googleButton: "Sign in with Google",
  // Login
  loginTitle: "Welcome",
  loginIntro: "Sign in to your Novadis account.",
  rememberMeLabel: "Stay signed in for 30 days",
  forgotPasswordQuestion: "Forgotten your password?",
  signingIn: "Signing in…",
  passkeyButton: "Sign in with a passkey",
  noAccountYet: "No account yet?",
  registerLink: "Sign up",
  // The two-factor step
  twoFactorStepIntro:
    "Two-factor authentication is on: enter the 6-digit code shown by your authenticator app, or one of your recovery codes.",
  verificationCodeLabel: "Verification code",
  verifyButton: "Verify",
  restartLoginLink: "Start signing in again",
  // Registration
  registerTitle: "Create an account",
  registerIntro: "A few details to open your Novadis account.",
  registering: "Signing up…",
  alreadyRegistered: "Already have an account?",
  // Forgotten and new password
  forgotPasswordTitle: "Forgotten password",
  forgotPasswordIntro: "Enter your account's email address: we will send you a link to choose a new password.",
  sendResetLinkButton: "Send the reset link",
  checkYourMailTitle: "Check your email",
  addressUsedBefore: "Address used: ",
  resetLinkValidity: "The link is valid for one hour.",
  backToLoginLink: "Back to sign-in",
  newPasswordIntro: "Choose your account's new password.",
  requestNewLink: "Request a new link",
  savePasswordButton: "Save the password",
  // The return from Google
  googleTitle: "Signing in with Google",
  googleFailedHeading: "Sign-in failed",
  googlePendingHeading: "Signing in",
  googlePending: "We are completing your sign-in with Google…",
};
