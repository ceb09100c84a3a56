import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "../../server/trpc/root.js";

/**
 * One call of a tRPC procedure as a plain request, for the parts of marketing pages that talk to the API (the
 * header's `auth.me`, the basket's sync, the public forms, the job application's upload): they do not load React
 * Query and the tRPC client (the `server-state` chunk; tRPC's vanilla client alone would add 5 KB to every page,
 * docs/0046-one-browser-client.md). With `src/app/trpc/`, the only module that calls the API. It speaks the wire format
 * the server answers (no transformer, no batching): a query is a GET with its input in the query string, a mutation
 * a POST with its input as the JSON body. It lives outside `src/app/trpc/`, which the `server-state` chunk catches.
 */
type Inputs = inferRouterInputs<AppRouter>;
type Outputs = inferRouterOutputs<AppRouter>;

/** "router.procedure", for the procedures one level down (every one the public pages call). */
export type ProcedurePath = {
  [Router in keyof Outputs & string]: `${Router}.${keyof Outputs[Router] & string}`;
}[keyof Outputs & string];

type Part<Path extends ProcedurePath, Table> = Path extends `${infer Router}.${infer Name}`
  ? Router extends keyof Table
    ? Name extends keyof Table[Router]
      ? Table[Router][Name]
      : never
    : never
  : never;

export type ProcedureInput<Path extends ProcedurePath> = Part<Path, Inputs>;
export type ProcedureOutput<Path extends ProcedurePath> = Part<Path, Outputs>;

/** What the server's error formatter adds to a refusal (server/trpc/trpc.ts): its code and the field it is about. */
export interface ProcedureErrorData {
  code?: string;
  httpStatus?: number;
  field?: string | null;
}

/**
 * A refusal the server answered, shaped as tRPC's client error is (`message`, `data.code`, `data.field`), so
 * that forms/server-error.ts reads either. An answer that is not the API's (a proxy's error page) has no
 * `data`: the screens then show their own message, as for a network failure (fetch's own TypeError).
 */
export class ProcedureError extends Error {
  readonly data: ProcedureErrorData | undefined;
  constructor(message: string, data?: ProcedureErrorData) {
    super(message);
    this.name = "ProcedureError";
    this.data = data;
  }
}

interface Answer {
  result?: { data?: unknown };
  error?: { message?: unknown; data?: ProcedureErrorData };
}

async function answerOf<Output>(path: string, response: Response): Promise<Output> {
  const answer = (await response.json().catch(() => undefined)) as Answer | undefined;
  if (response.ok && answer?.result) return answer.result.data as Output;
  const message = typeof answer?.error?.message === "string" ? answer.error.message : `${path}: ${response.status}`;
  throw new ProcedureError(message, answer?.error?.data);
}

const headers = { accept: "application/json" };

/** A query procedure, read with a GET (cacheable by nothing: the API answers `no-store`). */
export async function queryProcedure<Path extends ProcedurePath>(
  path: Path,
  ...[input]: undefined extends ProcedureInput<Path> ? [input?: ProcedureInput<Path>] : [input: ProcedureInput<Path>]
): Promise<ProcedureOutput<Path>> {
  const query = input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  return answerOf(path, await fetch(`/trpc/${path}${query}`, { headers }));
}

/**
 * A mutation procedure, sent with a POST (same origin: the server's origin check lets it through). A FormData
 * input (the job application's CV) goes as the browser's multipart body, as tRPC's own client sends it.
 * `keepalive` lets a report leave as the visitor moves on to another page.
 */
export async function mutateProcedure<Path extends ProcedurePath>(
  path: Path,
  input: ProcedureInput<Path>,
  options: { keepalive?: boolean } = {},
): Promise<ProcedureOutput<Path>> {
  const init =
    (input as unknown) instanceof FormData
      ? { method: "POST", headers, body: input as FormData }
      : { method: "POST", headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify(input) };
  return answerOf(path, await fetch(`/trpc/${path}`, { ...init, ...options }));
}
