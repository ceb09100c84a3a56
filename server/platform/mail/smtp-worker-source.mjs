// The SMTP worker run from the sources (tsx, Vitest): Node 20 does not pass --import hooks on to a worker
// thread, so this plain-JavaScript entry registers tsx itself, then hands the pool the TypeScript task.
import { register } from "tsx/esm/api";

register();
export default (await import("./smtp-worker.ts")).default;
