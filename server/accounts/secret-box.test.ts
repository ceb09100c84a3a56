import { createCipheriv, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { keyIdOf, openSecret, sealSecret, UnreadableSecretError } from "./secret-box.js";

/** A value in the first format (base64url(iv | tag | ciphertext), no key id), as databases still hold. */
function sealedWithoutKeyId(key: Buffer, plaintext: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv).setAAD(Buffer.from(context));
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString("base64url");
}

describe("secret box (AES-256-GCM for TOTP secrets)", () => {
  const key = randomBytes(32);
  const older = randomBytes(32);

  it("opens what it sealed, and seals the same secret differently each time", () => {
    const sealed = sealSecret([key], "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP", "user-1");
    expect(sealed).not.toContain("JBSWY3DP");
    expect(sealSecret([key], "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP", "user-1")).not.toBe(sealed);
    expect(openSecret([key], sealed, "user-1")).toEqual({
      plaintext: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
      stale: false,
    });
  });

  it("refuses another key, another user's row, or altered bytes", () => {
    const sealed = sealSecret([key], "JBSWY3DPEHPK3PXP", "user-1");
    expect(() => openSecret([randomBytes(32)], sealed, "user-1")).toThrow(UnreadableSecretError);
    expect(() => openSecret([key], sealed, "user-2")).toThrow(UnreadableSecretError);
    const [version, keyId, body] = sealed.split(".");
    const bytes = Buffer.from(body ?? "", "base64url");
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    expect(() => openSecret([key], `${version}.${keyId}.${bytes.toString("base64url")}`, "user-1")).toThrow(
      UnreadableSecretError,
    );
  });

  it("seals with the ring's newest key and names it; an older key of the ring still opens, marked stale", () => {
    const sealed = sealSecret([key, older], "JBSWY3DPEHPK3PXP", "user-1");
    expect(sealed.startsWith(`v2.${keyIdOf(key)}.`)).toBe(true);
    expect(keyIdOf(key)).toMatch(/^[0-9a-f]{8}$/);
    expect(openSecret([key], sealed, "user-1").stale).toBe(false);

    const sealedBefore = sealSecret([older], "JBSWY3DPEHPK3PXP", "user-1");
    expect(openSecret([key, older], sealedBefore, "user-1")).toEqual({ plaintext: "JBSWY3DPEHPK3PXP", stale: true });
    // Its key left the ring: the error names the key, for the operator's log.
    expect(() => openSecret([key], sealedBefore, "user-1")).toThrow(
      expect.objectContaining({ name: "UnreadableSecretError", keyId: keyIdOf(older) }),
    );
  });

  it("opens a value sealed before key ids with whichever key of the ring seals it, always as stale", () => {
    const legacy = sealedWithoutKeyId(older, "JBSWY3DPEHPK3PXP", "user-1");
    expect(openSecret([key, older], legacy, "user-1")).toEqual({ plaintext: "JBSWY3DPEHPK3PXP", stale: true });
    expect(openSecret([older], legacy, "user-1")).toEqual({ plaintext: "JBSWY3DPEHPK3PXP", stale: true });
    expect(() => openSecret([key], legacy, "user-1")).toThrow(UnreadableSecretError);
  });
});
