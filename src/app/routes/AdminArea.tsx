import { Route, Switch } from "wouter";
import { RequireUser } from "../../accounts/RequireUser.js";
import { ReauthenticationProvider } from "../../accounts/reauthentication-entry.js";
import { AccountPage } from "../../accounts/ui/AccountPage.js";
import { AdminNav } from "../../back-office/AdminNav.js";
import { AuditPage } from "../../back-office/audit/AuditPage.js";
import { InboxPage } from "../../back-office/inbox/InboxPage.js";
import { RequestPage } from "../../back-office/request/RequestPage.js";
import { adminPaths } from "../../back-office/shared/admin-paths.js";
import { hasRole } from "../../back-office/shared/roles.js";
import { UsersPage } from "../../back-office/users/UsersPage.js";
import { CalendarPage } from "../../booking/index.js";
import { QuotesPage } from "../../quotes/back-office/QuotesPage.js";
import { SearchMissesPage } from "../../search/index.js";
import { messages } from "../../shared/messages/catalogue.js";
import { Container } from "../../ui/Container.js";
import { PendingNote } from "../../ui/PendingNote.js";

/** A back-office screen a role cannot open: said plainly (the server refuses the data anyway). */
function Refusal({ message }: { message: string }) {
  return (
    <p role="alert" className="rounded-xl bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200">
      {message}
    </p>
  );
}

/**
 * The back-office (docs/0021-back-office.md): its own chunk, loaded only under /admin. Visitors go to
 * the login screen; accounts without the role read why they cannot see it.
 */
export default function AdminArea() {
  return (
    <AccountPage title={messages.adminArea.pageTitle}>
      <Container className="py-8 sm:py-10">
        <RequireUser pending={<PendingNote>{messages.adminArea.loading}</PendingNote>}>
          {(user) =>
            hasRole(user.role, "staff") ? (
              <>
                <AdminNav isAdmin={hasRole(user.role, "admin")} />
                {/* Roles and disabling ask for a recent sign-in, in the dashboard's dialog (server/back-office/actor.ts). */}
                <ReauthenticationProvider>
                  <Switch>
                    <Route path={adminPaths.inbox}>
                      <InboxPage />
                    </Route>
                    <Route path="/admin/demandes/:reference">
                      {(params) => <RequestPage reference={params.reference} />}
                    </Route>
                    <Route path={adminPaths.calendar}>
                      <CalendarPage />
                    </Route>
                    <Route path={adminPaths.quotes}>
                      <QuotesPage />
                    </Route>
                    <Route path={adminPaths.users}>
                      {hasRole(user.role, "admin") ? (
                        <UsersPage />
                      ) : (
                        <Refusal message={messages.backOffice.adminOnly} />
                      )}
                    </Route>
                    <Route path={adminPaths.searchMisses}>
                      <SearchMissesPage />
                    </Route>
                    <Route path={adminPaths.audit}>
                      {hasRole(user.role, "admin") ? (
                        <AuditPage />
                      ) : (
                        <Refusal message={messages.backOffice.adminOnly} />
                      )}
                    </Route>
                    <Route>
                      <Refusal message="Cette page du back-office n'existe pas." />
                    </Route>
                  </Switch>
                </ReauthenticationProvider>
              </>
            ) : (
              <Refusal message={messages.backOffice.staffOnly} />
            )
          }
        </RequireUser>
      </Container>
    </AccountPage>
  );
}
