import { Link } from "wouter";
import { messages } from "../../shared/messages/catalogue.js";
import { CheckIcon } from "../../ui/drawn-icons.js";
import { buttonStyles } from "../../ui/forms/button-styles.js";
import { PostForm } from "../../ui/forms/PostForm.js";
import { useServerForm } from "../../ui/forms/use-server-form.js";
import { PendingNote } from "../../ui/PendingNote.js";
import { useHydrated } from "../../ui/use-hydrated.js";
import { AuthFrame } from "../ui/AuthFrame.js";
import { FailureNotice } from "../ui/FailureNotice.js";
import { StatusBadge } from "../ui/StatusBadge.js";
import { useCurrentUser } from "../use-current-user.js";
import { ResendButton } from "../verification/ResendButton.js";
import { useRedirectAfter } from "../verification/use-redirect-after.js";
import { useVerifyToken } from "../verification/use-verify-token.js";

/**
 * Until JavaScript runs (or without it) the link's page asks for a click, and the POST verifies: a GET
 * that verified would let a mail scanner that opens links spend the single-use token first (docs/0013).
 */
function ConfirmForm({ token }: { token: string }) {
  return (
    <PostForm name="verify-email" action="/congratulation" className="space-y-5">
      <input type="hidden" name="token" value={token} />
      <p className="text-slate-700">{messages.emailLinkPages.confirmPrompt}</p>
      <button type="submit" className={buttonStyles.primary}>
        {messages.emailLinkPages.confirmEmailButton}
      </button>
    </PostForm>
  );
}

/** The mail's link lands here: « Félicitations » and on to the account page after 3 s. */
export default function CongratulationPage() {
  const state = useVerifyToken();
  const linkToken = useServerForm("verify-email")?.values.token;
  const hydrated = useHydrated();
  const { user } = useCurrentUser();
  useRedirectAfter("/dashboard", state === "verified");

  if (state === "verified") {
    return (
      <AuthFrame title={messages.emailLinkPages.congratulationTitle}>
        <div className="space-y-5">
          <StatusBadge tone="success">
            <CheckIcon width={30} height={30} />
          </StatusBadge>
          <div role="status" className="space-y-2 text-slate-700">
            <p className="text-lg font-semibold text-slate-900">{messages.emailLinkPages.emailValidated}</p>
            <p>
              {messages.emailLinkPages.accountActivated}
              {/* Only JavaScript redirects: without it the link below is the way on. */}
              {hydrated ? ` ${messages.emailLinkPages.redirectingSoon}` : null}
            </p>
          </div>
          <Link href="/dashboard" className={buttonStyles.primary}>
            {messages.emailLinkPages.openAccountLink}
          </Link>
        </div>
      </AuthFrame>
    );
  }

  if (state === "checking" && linkToken && !hydrated) {
    return (
      <AuthFrame
        title={messages.emailLinkPages.congratulationTitle}
        heading={messages.emailLinkPages.confirmEmailHeading}
      >
        <ConfirmForm token={linkToken} />
      </AuthFrame>
    );
  }

  if (state === "checking") {
    return (
      <AuthFrame title={messages.emailLinkPages.congratulationTitle} heading={messages.emailLinkPages.checkingHeading}>
        <PendingNote>{messages.emailLinkPages.checkingEmail}</PendingNote>
      </AuthFrame>
    );
  }

  // No valid token: unlike the waiting screen, the visitor came for an answer, so give one.
  return (
    <AuthFrame title={messages.emailLinkPages.congratulationTitle} heading={messages.emailLinkPages.checkFailedHeading}>
      <FailureNotice message={messages.accounts.verifyLinkInvalid}>
        {user ? (
          <ResendButton />
        ) : (
          <Link href="/login?next=%2Fsend-email" className={buttonStyles.primary}>
            {messages.emailLinkPages.signInToResendLink}
          </Link>
        )}
      </FailureNotice>
    </AuthFrame>
  );
}
