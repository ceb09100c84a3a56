import { siteRouter } from "./routers/site.js";
import { router } from "./trpc.js";

export const appRouter = router({
  site: siteRouter,
});

export type AppRouter = typeof appRouter;
