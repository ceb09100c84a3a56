import { describe, expect, it } from "vitest";
import { CLIENT_KEY_EXAMPLE, normalizeClientKey } from "../../src/accounts/shared/client-key.js";
import { generateClientKey } from "./client-keys.js";

describe("client keys", () => {
  it("are NVD- and four groups of four unambiguous characters, all different", () => {
    const keys = new Set(Array.from({ length: 2000 }, generateClientKey));
    expect(keys.size).toBe(2000);
    for (const key of keys) expect(key).toMatch(/^NVD(-[0-9A-HJKMNP-TV-Z]{4}){4}$/);
    // Every character of the alphabet shows up: the 80 bits are spread over all 16 positions.
    expect(new Set([...[...keys].join("").replace(/NVD|-/g, "")]).size).toBe(32);
  });

  it("reads what a visitor types the forgiving way, and refuses what cannot be a key", () => {
    expect(normalizeClientKey(CLIENT_KEY_EXAMPLE)).toBe(CLIENT_KEY_EXAMPLE);
    expect(normalizeClientKey(" nvd 7k3f q9xm 2rtb h4wd ")).toBe(CLIENT_KEY_EXAMPLE);
    expect(normalizeClientKey("7K3FQ9XM2RTBH4WD")).toBe(CLIENT_KEY_EXAMPLE);
    expect(normalizeClientKey("NVD-OOOO-IIII-LLLL-0000")).toBe("NVD-0000-1111-1111-0000");
    for (const bad of [
      "",
      "NVD-7K3F-Q9XM-2RTB",
      "NVD-7K3F-Q9XM-2RTB-H4WU",
      "NVD-7K3F-Q9XM-2RTB-H4WD-1234",
      "x".repeat(300),
    ]) {
      expect(normalizeClientKey(bad)).toBeNull();
    }
  });
});
