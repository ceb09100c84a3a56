import { Link } from "wouter";
import { formatParisDateTime } from "../shared/paris-time.js";
import { buttonStyles } from "../ui/forms/button-styles.js";
import { Confirmation } from "../ui/forms/Confirmation.js";
import { FormAlert } from "../ui/forms/FormAlert.js";

/** What the visitor keeps after booking: the reference and the call's time, Paris time. */
export function BookingConfirmation({ reference, start }: { reference: string; start: string }) {
  return (
    <Confirmation label="Rendez-vous réservé" className="space-y-5" data-testid="booking-confirmation">
      <FormAlert tone="success">Votre appel découverte est réservé.</FormAlert>
      <dl className="grid gap-3 rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-slate-600">Référence</dt>
          <dd className="text-lg font-bold text-slate-900" data-testid="reference">
            {reference}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">Rendez-vous</dt>
          <dd className="text-lg font-bold text-slate-900">
            {formatParisDateTime(Date.parse(start))} <span className="font-normal">(heure de Paris)</span>
          </dd>
        </div>
      </dl>
      <p className="text-slate-700">
        Un e-mail de confirmation vous a été envoyé avec l'invitation à ajouter à votre agenda et un lien pour annuler
        si besoin.
      </p>
      <Link href="/" className={buttonStyles.link}>
        Retour à l'accueil
      </Link>
    </Confirmation>
  );
}
