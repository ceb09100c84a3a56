import type { Catalogue } from "../catalogue.js";

/**
 * What the account area says, in English (accounts.ts). The REST `/auth/*` contract keeps its own documented
 * wording for two of these (rest-contract-english.ts); the screens' sentences are these.
 */
export const accounts: Catalogue["accounts"] = {
  // Validation
  passwordTooShort: "The password must be at least 8 characters long.",
  passwordTooLong: "The password must be at most 128 characters long.",
  passwordRules: "The password must contain at least one upper-case letter, one lower-case letter and one digit.",
  passwordRequired: "Enter the password.",
  passwordsDontMatch: "The two passwords do not match.",
  recaptchaRequired: "Tick the reCAPTCHA check to continue.",
  passwordHelp: "At least 8 characters, including an upper-case letter, a lower-case letter and a digit.",
  // Outcomes of the account's actions
  loginFailed: "Sign-in failed. Check your email address and your password.",
  registrationFailed: "Registration failed. Please try again.",
  forgotFailed: "The reset email could not be sent. Please try again.",
  resetFailed: "The password could not be reset.",
  verifyFailed: "The email address could not be verified.",
  verifyLinkInvalid: "The email address could not be verified: the link may have expired, or it is not valid.",
  fetchUserFailed: "Your account could not be loaded.",
  refreshFailed: "The session could not be extended: please sign in again.",
  sessionExpired: "Your session has expired. Please sign in again.",
  invalidCredentials: "Incorrect email address or password.",
  authenticationFailed: "Authentication failed: please sign in again.",
  noAccessToken: "You are not signed in.",
  googleFailed: "Signing in with Google failed.",
  logoutError: "Something went wrong while signing out.",
  resendVerificationButton: "Resend the email",
  // Site-specific
  emailTaken: "An account with this email address already exists.",
  forgotSent: "If an account exists for this address, a reset email has just been sent.",
  verificationSent: "A new verification email has just been sent.",
  alreadyVerified: "Your email address is already verified.",
  googleUnavailable: "Signing in with Google is not available on this site at the moment.",
  currentPasswordWrong: "The current password is incorrect.",
  noPasswordYet:
    "This account signs in with Google and has no password yet: use “Forgotten your password?” to set one.",
  deleteConfirmMismatch: "Type your account's email address exactly to confirm.",
  passwordChanged: "Your password has been changed. Sign in with the new password.",
  passwordChangedHere: "Password changed. Your other devices have been signed out.",
  profileUpdated: "Your details have been updated.",
  clientKeyRegenerated: "Your new client key is active: the old one no longer works.",
  sessionRevoked: "Device signed out.",
  otherSessionsRevoked: (count: number) =>
    count === 1 ? "1 other device signed out." : `${count} other devices signed out.`,
  reauthenticationRequired: "For your security, confirm your identity to continue.",
  reauthenticationPasswordWrong: "Incorrect password.",
  reauthenticationGoogleMismatch:
    "This Google account is not the one linked to your account: confirm with the right one.",
  reauthenticated: "Identity confirmed: you can carry on for 10 minutes.",
  twoFactorCodeRequired: "Enter the 6-digit code from your app (or a recovery code).",
  twoFactorCodeWrong: "Incorrect or already used code. Enter the code your app shows.",
  twoFactorSecretUnreadable:
    "We cannot check your app's codes at the moment: use a recovery code, or write to support.",
  twoFactorChallengeExpired: "This sign-in has expired. Enter your email address and password again.",
  twoFactorAlreadyEnabled: "Two-factor authentication is already on.",
  twoFactorNotStarted: "First display the QR code, then enter the code from your app.",
  twoFactorNotEnabled: "Two-factor authentication is not on.",
  twoFactorEnabled: "Two-factor authentication turned on. Keep your recovery codes safe.",
  twoFactorDisabled: "Two-factor authentication turned off.",
  recoveryCodesRenewed: "New recovery codes created: the previous ones no longer work.",
  accountDeleted: "Your account and your data have been deleted. A confirmation email has been sent to you.",
  passkeySignInFailed: "Signing in with this passkey failed. Try again or use your password.",
};
