import { readdirSync, readFileSync } from "node:fs";
import { getPriority } from "node:os";
import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./passwords.js";

/** The nice value of each thread of this process (Linux: field 19 of /proc/self/task/<id>/stat). */
function threadNiceValues(): number[] {
  return readdirSync("/proc/self/task").map((id) => {
    const stat = readFileSync(`/proc/self/task/${id}/stat`, "utf8");
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]);
  });
}

describe("password hashing in worker threads", () => {
  it("hashes with argon2id and verifies the right password only; a broken hash is a mismatch", async () => {
    const hash = await hashPassword("Sup3rSecret");
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, "Sup3rSecret")).toBe(true);
    expect(await verifyPassword(hash, "sup3rsecret")).toBe(false);
    expect(await verifyPassword("not a hash", "Sup3rSecret")).toBe(false);
    expect(await verifyPassword(null, "Sup3rSecret")).toBe(false);
  });

  it.runIf(process.platform === "linux")("hashes on a thread below the event loop's priority", async () => {
    await hashPassword("Sup3rSecret");
    expect(threadNiceValues()).toContain(10);
    expect(getPriority()).toBe(0);
  });

  it("answers concurrent requests each with its own result", async () => {
    const [first, second] = await Promise.all([hashPassword("first password"), hashPassword("second password")]);
    const verdicts = await Promise.all([
      verifyPassword(first ?? "", "first password"),
      verifyPassword(second ?? "", "first password"),
      verifyPassword(second ?? "", "second password"),
    ]);
    expect(verdicts).toEqual([true, false, true]);
  });
});
