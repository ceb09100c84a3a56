import { Link } from "wouter";
import { messages } from "../../shared/messages/catalogue.js";
import { Container } from "../../ui/Container.js";
import { buttonStyles } from "../../ui/forms/button-styles.js";
import { PendingNote } from "../../ui/PendingNote.js";
import { useHydrated } from "../../ui/use-hydrated.js";
import { DashboardHero } from "./DashboardHero.js";

/**
 * What the account page shows before the server has said who is signed in (also its prerendered HTML). The
 * server answers /dashboard itself (the account, or the login page); its prerendered copy, shown without
 * JavaScript, says where to go instead of spinning for ever.
 */
export function DashboardSkeleton() {
  return (
    <Container className="space-y-8 py-10 sm:py-14">
      <DashboardHero heading={messages.common.accountLink} />
      {useHydrated() ? (
        <PendingNote>{messages.dashboard.loadingAccount}</PendingNote>
      ) : (
        <p className="text-slate-700">
          {messages.dashboard.signedOutShell}{" "}
          <Link href="/login?next=%2Fdashboard" className={buttonStyles.link}>
            {messages.formWords.signInButton}
          </Link>
        </p>
      )}
    </Container>
  );
}
