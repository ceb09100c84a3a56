import type { ReactNode } from "react";
import { messages } from "../../shared/messages/catalogue.js";

/** The gradient band at the top of the account page, with its heading and an optional action. */
export function DashboardHero({ heading, children }: { heading: string; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4 rounded-3xl bg-linear-to-br from-brand-950 via-brand-700 to-fuchsia-700 p-6 text-white sm:p-10">
      <div>
        <p className="text-sm font-semibold text-fuchsia-200">{messages.common.accountLink}</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight">{heading}</h1>
        <p className="mt-2 text-indigo-100">{messages.dashboard.heroIntro}</p>
      </div>
      {children}
    </div>
  );
}
