import { describe, expect, it } from "vitest";
import { createCleanup } from "./cleanup.js";
import { createLogger } from "./logging/logger.js";

describe("periodic cleanup registry", () => {
  it("runs every registered task with the same clock, and a failing task does not stop the others", async () => {
    const lines: string[] = [];
    const cleanup = createCleanup({
      logger: createLogger("error", { write: (line) => lines.push(line) }),
      now: () => 42,
    });
    const seen: Array<[string, number]> = [];
    cleanup.register("first", async (now) => {
      seen.push(["first", now]);
      throw new Error("disk full");
    });
    cleanup.register("second", async (now) => {
      seen.push(["second", now]);
    });
    await cleanup.run();
    expect(seen).toEqual([
      ["first", 42],
      ["second", 42],
    ]);
    expect(JSON.parse(lines[0] ?? "{}")).toMatchObject({ task: "first", msg: "cleanup task failed" });
  });

  it("refuses a task name registered twice", () => {
    const cleanup = createCleanup({ logger: createLogger("silent") });
    cleanup.register("auth", async () => undefined);
    expect(() => cleanup.register("auth", async () => undefined)).toThrow(/registered twice/);
  });
});
