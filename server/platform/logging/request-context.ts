import { AsyncLocalStorage } from "node:async_hooks";

/**
 * The request a piece of code runs for, carried across awaits: every log line written while serving a
 * request gets its id without each service passing a child logger down (docs/0018-operations.md).
 */
const requestContext = new AsyncLocalStorage<{ requestId: string }>();

export function runWithRequestId<T>(requestId: string, run: () => T): T {
  return requestContext.run({ requestId }, run);
}

export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}
