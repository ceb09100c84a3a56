import fc from "fast-check";
import type { AppProcess } from "../multi-process/app-process.js";
import type { Figures } from "./figures.js";
import { type FuzzRequest, fuzzRequest } from "./fuzz-requests.js";

/**
 * 10 000 (docs/0022's figure) by hand; 5 000 in CI, where the whole run must stay within 2 minutes on two
 * loaded cores. Another seed is drawn on every run, so CI covers new ground each time.
 */
const TARGET = process.env.CI ? 5_000 : 10_000;
const REQUESTS = Number(process.env.RESILIENCE_FUZZ_REQUESTS ?? TARGET);
const CONCURRENCY = 32;

/** The documented error shapes: REST `{ success: false, message }`, tRPC `{ error: { message, data.httpStatus } }` (or a batch of them). */
function hasErrorShape(path: string, text: string): boolean {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return false;
  }
  const trpcError = (item: unknown) => {
    const error = (item as { error?: { message?: unknown; data?: { httpStatus?: unknown } } } | null)?.error;
    return typeof error?.message === "string" && typeof error.data?.httpStatus === "number";
  };
  if (path.startsWith("/trpc/")) {
    return Array.isArray(body) ? body.some(trpcError) : trpcError(body);
  }
  const rest = body as { success?: unknown; message?: unknown } | null;
  return rest?.success === false && typeof rest.message === "string";
}

/** Node's own refusal of a request line and headers over 16 KB: no body, before the app sees it. */
const nodeRefusal = (status: number) => status === 431;

/** Google sign-in without its configuration answers 503 by design (README). */
const documented503 = (request: FuzzRequest, status: number) =>
  status === 503 && request.path.startsWith("/auth/google");

export async function fuzz(app: AppProcess, figures: Figures, seed: number): Promise<void> {
  console.log(`fuzz: ${REQUESTS} requests, fast-check seed ${seed} (RESILIENCE_SEED=${seed} replays it)`);
  const requests = fc.sample(fuzzRequest, { seed, numRuns: REQUESTS });
  let serverErrors = 0;
  let badShapes = 0;
  let transportErrors = 0;
  const examples: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const index = next++;
      const request = requests[index] as FuzzRequest;
      try {
        const response = await fetch(`${app.url}${request.path}`, {
          method: request.method,
          headers: request.headers,
          ...(request.body !== undefined ? { body: request.body } : {}),
        });
        const text = await response.text();
        const problem =
          response.status >= 500 && !documented503(request, response.status)
            ? "5xx"
            : response.status >= 400 && !nodeRefusal(response.status) && !hasErrorShape(request.path, text)
              ? "shape"
              : undefined;
        if (problem === "5xx") serverErrors += 1;
        if (problem === "shape") badShapes += 1;
        if (problem && examples.length < 5) {
          examples.push(
            `#${index} ${request.method} ${request.path.slice(0, 80)} → ${response.status} ${text.slice(0, 120)}`,
          );
        }
      } catch (error) {
        transportErrors += 1;
        if (examples.length < 5)
          examples.push(`#${index} ${request.method} ${request.path.slice(0, 80)} → ${String(error)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  for (const example of examples) console.log(`  ${example}`);

  const healthy = (await fetch(`${app.url}/healthz`)).ok;
  // Had a __proto__ or constructor.prototype payload polluted Object.prototype, this empty request would pass validation.
  const probe = await fetch(`${app.url}/api/requests`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ lastName: "Probe", email: "probe@example.fr" }),
  });
  figures.add(
    "fuzz",
    "requests sent",
    requests.length,
    `≥ ${TARGET}${process.env.CI ? " (CI)" : ""}`,
    requests.length >= TARGET,
  );
  figures.add("fuzz", "responses ≥ 500", serverErrors, "0", serverErrors === 0);
  figures.add("fuzz", "4xx without the error shape", badShapes, "0", badShapes === 0);
  figures.add("fuzz", "connection errors", transportErrors, "0", transportErrors === 0);
  figures.add(
    "fuzz",
    "healthy after / pollution probe",
    `${healthy} / ${probe.status}`,
    "true / 400",
    healthy && probe.status === 400,
  );
}
