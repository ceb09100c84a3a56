import type { ReactNode } from "react";
import { AccountPage } from "./AccountPage.js";
import { PromoBand, PromoPanel } from "./PromoPanel.js";

export interface AuthFrameProps {
  /** The document title (also the visible heading unless `heading` says otherwise). */
  title: string;
  heading?: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** The two-part frame of the sign-in screens: artwork and slogan on one side, the form on the other. */
export function AuthFrame({ title, heading = title, intro, children }: AuthFrameProps) {
  return (
    <AccountPage title={title}>
      <div className="bg-linear-to-b from-slate-50 to-brand-50/60 px-4 py-8 sm:py-14">
        <div className="mx-auto grid max-w-5xl overflow-hidden rounded-3xl bg-white shadow-xl ring-1 shadow-brand-900/10 ring-slate-200 lg:min-h-[38rem] lg:grid-cols-[1fr_1.1fr]">
          <PromoPanel />
          <div className="p-6 sm:p-10">
            <PromoBand />
            <h1 className="text-3xl font-bold tracking-tight text-slate-900">{heading}</h1>
            {intro ? <div className="mt-2 text-slate-600">{intro}</div> : null}
            <div className="mt-8">{children}</div>
          </div>
        </div>
      </div>
    </AccountPage>
  );
}
