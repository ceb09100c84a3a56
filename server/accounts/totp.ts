import { generate, generateSecret, generateURI, verify } from "otplib";

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30;

export const newTotpSecret = (): string => generateSecret();

export function totpUri(secret: string, accountName: string, issuer: string): string {
  return generateURI({ issuer, label: accountName, secret, period: PERIOD_SECONDS });
}

/**
 * The time step a code matches at `nowMs`, one step either side allowed (a phone's clock drifts, a code
 * is typed as it changes); null when it does not match or its step is not after `afterTimeStep`, the
 * last one accepted (a code seen over a shoulder or in a log cannot be used again in its window).
 */
export async function matchTotp(
  secret: string,
  code: string,
  nowMs: number,
  afterTimeStep: number | null,
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(nowMs / 1000),
    period: PERIOD_SECONDS,
    epochTolerance: PERIOD_SECONDS,
    ...(afterTimeStep !== null ? { afterTimeStep } : {}),
  }).catch(() => ({ valid: false as const }));
  return result.valid && "timeStep" in result ? result.timeStep : null;
}

/** The code an authenticator shows at `nowMs` (tests, and the e2e suite reading the secret on screen). */
export const totpCodeAt = (secret: string, nowMs: number): Promise<string> =>
  generate({ secret, epoch: Math.floor(nowMs / 1000), period: PERIOD_SECONDS });
