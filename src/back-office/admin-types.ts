import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "../../server/trpc/root.js";

/** What the back-office procedures answer, as the pages read it. */
type Outputs = inferRouterOutputs<AppRouter>["admin"];
export type RequestDetail = Outputs["request"];
export type HistoryEvent = RequestDetail["events"][number];
export type CalendarCall = Outputs["calendar"][number];
