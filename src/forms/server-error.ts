import { TRPCClientError } from "@trpc/client";

/** The tRPC error code of a failed call, when the server answered (not a network failure). */
export function errorCode(error: unknown): string | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const data = error.data as { code?: unknown } | undefined;
  return typeof data?.code === "string" ? data.code : undefined;
}

/**
 * The text to show for a failed call: the server's message when the server sent one (spec §8),
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
  if (!(error instanceof TRPCClientError)) return undefined;
  const field = (error.data as { field?: unknown } | undefined)?.field;
  return typeof field === "string" && field !== "" ? field : undefined;
}
