import { randomBytes } from "node:crypto";
import { CLIENT_KEY_ALPHABET, formatClientKey } from "../../src/accounts/shared/client-key.js";

/** A new client key: 80 random bits, five bits per character (docs/0014-visitor-requests.md). */
export function generateClientKey(): string {
  const bytes = randomBytes(10);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let characters = "";
  for (let index = 0; index < 16; index++) {
    characters = CLIENT_KEY_ALPHABET[Number(bits & 31n)] + characters;
    bits >>= 5n;
  }
  return formatClientKey(characters);
}
