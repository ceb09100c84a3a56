import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { openSecret, sealSecret } from "./secret-box.js";

describe("secret box (AES-256-GCM for TOTP secrets)", () => {
  const key = randomBytes(32);

  it("opens what it sealed, and seals the same secret differently each time", () => {
    const sealed = sealSecret(key, "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP", "user-1");
    expect(sealed).not.toContain("JBSWY3DP");
    expect(sealSecret(key, "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP", "user-1")).not.toBe(sealed);
    expect(openSecret(key, sealed, "user-1")).toBe("JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP");
  });

  it("refuses another key, another user's row, or altered bytes", () => {
    const sealed = sealSecret(key, "JBSWY3DPEHPK3PXP", "user-1");
    expect(() => openSecret(randomBytes(32), sealed, "user-1")).toThrow();
    expect(() => openSecret(key, sealed, "user-2")).toThrow();
    const bytes = Buffer.from(sealed, "base64url");
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    expect(() => openSecret(key, bytes.toString("base64url"), "user-1")).toThrow();
  });
});
