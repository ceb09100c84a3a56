import { Link } from "wouter";
import { adminPaths } from "../../back-office/shared/admin-paths.js";
import { hasRole } from "../../back-office/shared/roles.js";
import { messages } from "../../shared/messages/catalogue.js";
import { Container } from "../../ui/Container.js";
import { buttonStyles } from "../../ui/forms/button-styles.js";
import { PostForm } from "../../ui/forms/PostForm.js";
import { PasskeysCard } from "../passkeys/PasskeysCard.js";
import { ReauthenticationCard } from "../reauth/ReauthenticationCard.js";
import { ReauthenticationProvider } from "../reauth/use-reauthentication.js";
import type { PublicUser } from "../shared/auth-schemas.js";
import { TwoFactorCard } from "../two-factor/TwoFactorCard.js";
import { useLogout } from "../use-logout.js";
import { ChangePasswordForm } from "./ChangePasswordForm.js";
import { ClientKeyCard } from "./ClientKeyCard.js";
import { DashboardHero } from "./DashboardHero.js";
import { DeleteAccountCard } from "./DeleteAccountCard.js";
import { EmailChangeCard } from "./EmailChangeCard.js";
import { IdentityCard } from "./IdentityCard.js";
import { MyDataCard } from "./MyDataCard.js";
import { MyQuotesCard } from "./MyQuotesCard.js";
import { MyRequestsCard } from "./MyRequestsCard.js";
import { ProfileForm } from "./ProfileForm.js";
import { SessionsCard } from "./SessionsCard.js";
import { SignInMethodsCard } from "./SignInMethodsCard.js";

/** The account page of a signed-in user. */
export function DashboardView({ user }: { user: PublicUser }) {
  const { logout, isPending } = useLogout();
  return (
    <ReauthenticationProvider>
      <Container className="space-y-8 py-10 sm:py-14">
        <DashboardHero heading={messages.dashboard.greetingTitle(user.firstName)}>
          <PostForm
            name="logout"
            action="/dashboard"
            onSubmit={(event) => {
              event.preventDefault();
              logout();
            }}
          >
            <button
              type="submit"
              disabled={isPending}
              className="rounded-xl bg-white px-5 py-2.5 font-semibold text-brand-900 shadow-sm hover:bg-indigo-50 disabled:opacity-60"
            >
              {messages.dashboard.signOutButton}
            </button>
          </PostForm>
        </DashboardHero>
        {hasRole(user.role, "staff") ? (
          <p className="rounded-xl bg-brand-50 p-4 ring-1 ring-brand-100">
            <Link href={adminPaths.inbox} className={buttonStyles.link}>
              {messages.dashboard.backOfficeLink}
            </Link>{" "}
            <span className="text-slate-600">{messages.dashboard.backOfficeAfter}</span>
          </p>
        ) : null}
        <ReauthenticationCard />
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="space-y-6">
            <IdentityCard user={user} />
            <ProfileForm user={user} />
            <EmailChangeCard user={user} />
            <SignInMethodsCard />
            <PasskeysCard />
            <ChangePasswordForm />
            <TwoFactorCard />
          </div>
          <div className="space-y-6">
            <MyQuotesCard />
            <MyRequestsCard />
            <ClientKeyCard />
            <SessionsCard />
            <MyDataCard />
          </div>
        </div>
        {/* The one action that cannot be undone comes after every setting, alone on its row. */}
        <DeleteAccountCard user={user} />
        <p className="text-sm text-slate-600">
          {messages.dashboard.needHelp}{" "}
          <Link href="/support" className={buttonStyles.link}>
            {messages.dashboard.contactSupportLink}
          </Link>
        </p>
      </Container>
    </ReauthenticationProvider>
  );
}
