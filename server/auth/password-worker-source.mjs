// The password worker run from the sources (tsx, Vitest): Node 20 does not pass --import hooks on to a worker
// thread, so this plain-JavaScript entry registers tsx itself, then loads the TypeScript worker.
import { register } from "tsx/esm/api";

register();
await import("./password-worker.ts");
