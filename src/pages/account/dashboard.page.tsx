import { DashboardSkeleton } from "../../account/dashboard/dashboard-skeleton.js";
import { DashboardView } from "../../account/dashboard/dashboard-view.js";
import { RequireUser } from "../../account/require-user.js";
import { AccountPage } from "../../account/ui/account-page.js";

export default function DashboardPage() {
  return (
    <AccountPage title="Mon compte">
      <RequireUser pending={<DashboardSkeleton />}>{(user) => <DashboardView user={user} />}</RequireUser>
    </AccountPage>
  );
}
