import { messages } from "../../shared/messages/catalogue.js";
import { DashboardSkeleton } from "../dashboard/DashboardSkeleton.js";
import { DashboardView } from "../dashboard/DashboardView.js";
import { RequireUser } from "../RequireUser.js";
import { AccountPage } from "../ui/AccountPage.js";

export default function DashboardPage() {
  return (
    <AccountPage title={messages.common.accountLink}>
      <RequireUser pending={<DashboardSkeleton />}>{(user) => <DashboardView user={user} />}</RequireUser>
    </AccountPage>
  );
}
