import { availableParallelism } from "node:os";
import { createPasswordHashing } from "./password-hashing.js";

/**
 * At most cores − 1 hashes at a time, on threads of a lower priority than the event loop: a storm of
 * sign-ins waits its turn and takes only the CPU the pages leave (docs/0019, `npm run bench:http`).
 */
const hashing = createPasswordHashing(Math.max(1, availableParallelism() - 1));

export async function hashPassword(password: string): Promise<string> {
  return (await hashing({ password })) as string;
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown e-mail, Google-only account)
 * it still verifies against a dummy hash, so the answer takes as long as a wrong password.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword("dummy password never matched");
    const stand = await dummyHash;
    await hashing({ hash: stand, password }).catch(() => false);
    return false;
  }
  return hashing({ hash: storedHash, password }).then(
    (matches) => matches === true,
    () => false,
  );
}
