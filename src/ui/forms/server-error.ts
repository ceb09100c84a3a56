/**
 * A failed call's details, read the same way whether it went through the tRPC client (account screens) or as a
 * plain request (app/call-procedure.ts, the public forms): both errors carry the server's `message` and its
 * `data` (`code`, `field`). Read by shape, not by class: importing tRPC's error class would bring the tRPC client
 * into every page that shows a server's message (docs/0019). A network failure has no `data`.
 */
function dataOf(error: unknown): { code?: unknown; field?: unknown } | undefined {
  if (!(error instanceof Error) || !("data" in error)) return undefined;
  const data = error.data;
  return typeof data === "object" && data !== null ? data : undefined;
}

/** The tRPC error code of a failed call, when the server answered (not a network failure). */
export function errorCode(error: unknown): string | undefined {
  const code = dataOf(error)?.code;
  return typeof code === "string" ? code : undefined;
}

/**
 * The text to show for a failed call: the server's message when the server sent one (it says what went wrong in the visitor's words),
 * else the screen's default, never a browser's network jargon.
 */
export function serverMessage(error: unknown, fallback: string): string {
  const code = errorCode(error);
  // A crash's message says nothing useful to a visitor.
  if (code === undefined || code === "INTERNAL_SERVER_ERROR") return fallback;
  const message = (error as Error).message.trim();
  return message === "" ? fallback : message;
}

/** The field a refusal is about (a validation issue's path, a service refusal's `field`), when the server named one. */
export function serverField(error: unknown): string | undefined {
  const field = dataOf(error)?.field;
  return typeof field === "string" && field !== "" ? field : undefined;
}
