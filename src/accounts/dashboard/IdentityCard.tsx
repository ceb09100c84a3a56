import { hasRole, roleLabel } from "../../back-office/shared/roles.js";
import { messages } from "../../shared/messages/catalogue.js";
import { AccountCard } from "../../ui/AccountCard.js";
import { buttonStyles } from "../../ui/forms/button-styles.js";
import type { PublicUser } from "../shared/auth-schemas.js";
import { ResendButton } from "../verification/ResendButton.js";

/**
 * Who the account is and whether the address is verified. A client has no plan to choose and one role: the
 * card says neither; a team member sees the role the back-office grants.
 */
export function IdentityCard({ user }: { user: PublicUser }) {
  const rows: Array<readonly [string, string]> = [
    [messages.formWords.emailAddressLabel, user.email],
    [messages.formWords.lastNameLabel, [user.firstName, user.lastName].filter(Boolean).join(" ")],
  ];
  if (hasRole(user.role, "staff")) rows.push([messages.dashboard.roleLabel, roleLabel(user.role)]);
  return (
    <AccountCard title={messages.dashboard.identityHeading}>
      <dl className="divide-y divide-slate-100">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2.5">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="font-medium break-all text-slate-900">{value}</dd>
          </div>
        ))}
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2.5">
          <dt className="text-sm text-slate-600">{messages.dashboard.emailVerificationLabel}</dt>
          <dd>
            {user.isEmailVerified ? (
              <span className="rounded-full bg-emerald-50 px-2.5 py-1 text-sm font-semibold text-emerald-800 ring-1 ring-emerald-200">
                {messages.dashboard.verifiedLabel}
              </span>
            ) : (
              <span className="rounded-full bg-amber-50 px-2.5 py-1 text-sm font-semibold text-amber-900 ring-1 ring-amber-200">
                {messages.dashboard.unverifiedLabel}
              </span>
            )}
          </dd>
        </div>
      </dl>
      {user.isEmailVerified ? null : (
        <div className="mt-4">
          <ResendButton className={buttonStyles.small} />
        </div>
      )}
    </AccountCard>
  );
}
