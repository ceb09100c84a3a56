import { Container } from "../../ui/Container.js";
import { PendingNote } from "../ui/pending-note.js";
import { DashboardHero } from "./dashboard-hero.js";

/** What the account page shows before the server has said who is signed in (also its prerendered HTML). */
export function DashboardSkeleton() {
  return (
    <Container className="space-y-8 py-10 sm:py-14">
      <DashboardHero heading="Mon compte" />
      <PendingNote>Chargement de votre compte…</PendingNote>
    </Container>
  );
}
