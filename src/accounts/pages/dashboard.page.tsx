import { DashboardSkeleton } from "../dashboard/dashboard-skeleton.js";
import { DashboardView } from "../dashboard/dashboard-view.js";
import { RequireUser } from "../require-user.js";
import { AccountPage } from "../ui/account-page.js";

export default function DashboardPage() {
  return (
    <AccountPage title="Mon compte">
      <RequireUser pending={<DashboardSkeleton />}>{(user) => <DashboardView user={user} />}</RequireUser>
    </AccountPage>
  );
}
