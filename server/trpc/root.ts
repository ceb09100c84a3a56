import { accountRouter } from "../accounts/account-router.js";
import { authRouter } from "../accounts/auth-router.js";
import { identityRouter } from "../accounts/identity-router.js";
import { twoFactorRouter } from "../accounts/two-factor-router.js";
import { applicationsRouter } from "../applications/applications-router.js";
import { adminRouter } from "../back-office/back-office-router.js";
import { bookingRouter } from "../booking/booking-router.js";
import { siteRouter } from "../content/site-router.js";
import { basketRouter } from "../quotes/basket/basket-router.js";
import { quotesRouter } from "../quotes/quotes-router.js";
import { requestsRouter } from "../requests/requests-router.js";
import { searchRouter } from "../search/search-router.js";
import { router } from "./trpc.js";

export const appRouter = router({
  site: siteRouter,
  auth: authRouter,
  account: accountRouter,
  identity: identityRouter,
  requests: requestsRouter,
  applications: applicationsRouter,
  booking: bookingRouter,
  admin: adminRouter,
  quotes: quotesRouter,
  basket: basketRouter,
  twoFactor: twoFactorRouter,
  search: searchRouter,
});

export type AppRouter = typeof appRouter;
