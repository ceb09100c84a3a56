import { accountRouter } from "./routers/account.js";
import { adminRouter } from "./routers/admin.js";
import { applicationsRouter } from "./routers/applications.js";
import { authRouter } from "./routers/auth.js";
import { basketRouter } from "./routers/basket.js";
import { bookingRouter } from "./routers/booking.js";
import { identityRouter } from "./routers/identity.js";
import { quotesRouter } from "./routers/quotes.js";
import { requestsRouter } from "./routers/requests.js";
import { siteRouter } from "./routers/site.js";
import { twoFactorRouter } from "./routers/two-factor.js";
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
});

export type AppRouter = typeof appRouter;
