import { accountRouter } from "./routers/account.js";
import { adminRouter } from "./routers/admin.js";
import { authRouter } from "./routers/auth.js";
import { bookingRouter } from "./routers/booking.js";
import { requestsRouter } from "./routers/requests.js";
import { siteRouter } from "./routers/site.js";
import { router } from "./trpc.js";

export const appRouter = router({
  site: siteRouter,
  auth: authRouter,
  account: accountRouter,
  requests: requestsRouter,
  booking: bookingRouter,
  admin: adminRouter,
});

export type AppRouter = typeof appRouter;
