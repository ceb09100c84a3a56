import { Link } from "wouter";
import { ShieldIcon } from "../../ui/drawn-icons.js";
import { buttonStyles } from "../../ui/forms/button-styles.js";
import { AuthFrame } from "../ui/AuthFrame.js";
import { StatusBadge } from "../ui/StatusBadge.js";

/** Where the waiting screen leads once the address is verified. */
export default function EmailVerificationPage() {
  return (
    <AuthFrame title="E-mail vérifié" heading="Adresse e-mail vérifiée">
      <div className="space-y-5">
        <StatusBadge tone="success">
          <ShieldIcon width={30} height={30} />
        </StatusBadge>
        <p className="text-slate-700">
          Merci ! Votre adresse e-mail est confirmée et votre compte est actif. Vous pouvez dès maintenant profiter de
          votre espace.
        </p>
        <Link href="/dashboard" className={buttonStyles.primary}>
          Accéder à mon compte
        </Link>
      </div>
    </AuthFrame>
  );
}
