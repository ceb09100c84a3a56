import { Link } from "wouter";
import { messages } from "../../shared/messages/catalogue.js";
import { ShieldIcon } from "../../ui/drawn-icons.js";
import { buttonStyles } from "../../ui/forms/button-styles.js";
import { AuthFrame } from "../ui/AuthFrame.js";
import { StatusBadge } from "../ui/StatusBadge.js";

/** Where the waiting screen leads once the address is verified. */
export default function EmailVerificationPage() {
  return (
    <AuthFrame title={messages.emailLinkPages.verifiedTitle} heading={messages.emailLinkPages.emailVerifiedHeading}>
      <div className="space-y-5">
        <StatusBadge tone="success">
          <ShieldIcon width={30} height={30} />
        </StatusBadge>
        <p className="text-slate-700">{messages.emailLinkPages.verifiedThanks}</p>
        <Link href="/dashboard" className={buttonStyles.primary}>
          {messages.emailLinkPages.openAccountLink}
        </Link>
      </div>
    </AuthFrame>
  );
}
