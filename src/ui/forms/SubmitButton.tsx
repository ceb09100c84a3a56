import { buttonStyles } from "./button-styles.js";

/** A form's submit button: while the call runs it is disabled and says so (e.g. « Connexion… »). */
export function SubmitButton({
  label,
  pendingLabel,
  pending,
}: {
  label: string;
  pendingLabel: string;
  pending: boolean;
}) {
  return (
    <button type="submit" disabled={pending} aria-busy={pending} className={buttonStyles.primary}>
      {pending ? (
        <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />
      ) : null}
      {pending ? pendingLabel : label}
    </button>
  );
}
