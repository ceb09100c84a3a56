import type { AppProcess } from "../multi-process/app-process.js";

export type WriteKind = "registration" | "request" | "booking" | "quote";

/** One write sent to one process, and what it answered. */
export interface Write {
  kind: WriteKind;
  process: string;
  /** The visitor's address, unique to this write: its mail goes there. */
  email: string;
  /** The HTTP status, or 0 when no answer came (a killed process, a timeout). */
  status: number;
  /** The request's, booking's or quote's reference, when answered 201. */
  reference?: string;
  startedAt: number;
  endedAt: number;
}

export const acknowledged = (write: Write) => write.status === 201;

let serial = 0;

const person = { firstName: "Camille", lastName: "Échelle" };

function bodyOf(kind: WriteKind, email: string, slot: string | undefined): { path: string; body: unknown } {
  switch (kind) {
    case "registration":
      return { path: "/auth/register", body: { ...person, email, password: "Sup3rSecret" } };
    case "request":
      return { path: "/api/requests", body: { type: "contact", ...person, email, message: "Bonjour", consent: true } };
    case "booking":
      return {
        path: "/api/bookings",
        body: { ...person, email, phone: "06 11 22 33 44", topic: "Montée en charge", consent: true, start: slot },
      };
    case "quote":
      return {
        path: "/api/quotes",
        body: {
          offers: ["web-launch"],
          customer: { ...person, email, company: "Échelle SARL", address: "1 rue du Test\n69002 Lyon" },
          consent: true,
        },
      };
  }
}

/**
 * Sends one write of this kind (a booking takes the slot given) to `app` and records its answer; never
 * throws: a write that got no answer is recorded with status 0.
 */
export async function sendWrite(
  kind: WriteKind,
  target: { name: string; app: AppProcess },
  slot?: string,
): Promise<Write> {
  serial += 1;
  const email = `${kind}-${serial}@scale.test`;
  const { path, body } = bodyOf(kind, email, slot);
  const startedAt = Date.now();
  let status = 0;
  let reference: string | undefined;
  try {
    const response = await fetch(`${target.app.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(120_000),
    });
    status = response.status;
    const answer = (await response.json().catch(() => ({}))) as { reference?: string };
    reference = answer.reference;
  } catch {
    // No answer: the process died or the time ran out. Not acknowledged; it may or may not be stored.
  }
  return { kind, process: target.name, email, status, reference, startedAt, endedAt: Date.now() };
}
