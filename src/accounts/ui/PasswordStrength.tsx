import { messages } from "../../shared/messages/catalogue.js";
import { CheckIcon, DotIcon } from "../../ui/drawn-icons.js";
import { passwordRules } from "../shared/password-rules.js";

const meterColours = ["bg-slate-200", "bg-red-500", "bg-amber-500", "bg-yellow-400", "bg-emerald-500"] as const;

/**
 * The four-rule strength indicator (the registration rules of auth-schemas.ts: 8 characters, uppercase, lowercase, digit), with the
 * quoted help text. The rules are the shared ones the server enforces, so the ticks never disagree with it.
 */
export function PasswordStrength({ password }: { password: string }) {
  const results = passwordRules.map((rule) => ({ ...rule, met: rule.test(password) }));
  const score = results.filter((rule) => rule.met).length;
  return (
    <div className="space-y-2">
      <p>{messages.accounts.passwordHelp}</p>
      <div className="grid grid-cols-4 gap-1.5" aria-hidden="true">
        {results.map((rule, index) => (
          <span
            key={rule.id}
            className={`h-1.5 rounded-full transition-colors ${index < score ? meterColours[score] : meterColours[0]}`}
          />
        ))}
      </div>
      <ul className="grid grid-cols-1 gap-1 sm:grid-cols-2" data-testid="password-rules">
        {results.map((rule) => (
          <li
            key={rule.id}
            data-met={rule.met}
            className={`flex items-center gap-1.5 ${rule.met ? "text-emerald-700" : "text-slate-600"}`}
          >
            {rule.met ? <CheckIcon width={16} height={16} /> : <DotIcon width={16} height={16} />}
            {rule.label}
            <span className="sr-only">
              {rule.met ? messages.passwordField.ruleMetLabel : messages.passwordField.ruleUnmetLabel}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
