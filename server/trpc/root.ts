import { accountRouter } from "./routers/account.js";
import { authRouter } from "./routers/auth.js";
import { siteRouter } from "./routers/site.js";
import { router } from "./trpc.js";

export const appRouter = router({
  site: siteRouter,
  auth: authRouter,
  account: accountRouter,
});

export type AppRouter = typeof appRouter;
