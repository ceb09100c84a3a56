import { describe, expect, it } from "vitest";
import { createSemaphore } from "./semaphore.js";

/** A task that stays running until released, recording when it started. */
function controlledTask(started: number[], id: number) {
  let finish: (value: number) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const task = () =>
    new Promise<number>((resolve, reject) => {
      started.push(id);
      finish = resolve;
      fail = reject;
    });
  return { task, finish: (value: number) => finish(value), fail: (error: Error) => fail(error) };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("createSemaphore", () => {
  it("runs at most `limit` tasks at once and starts the waiting ones in arrival order", async () => {
    const run = createSemaphore(2);
    const started: number[] = [];
    const tasks = [0, 1, 2, 3].map((id) => controlledTask(started, id));
    const results = tasks.map(({ task }) => run(task));
    await tick();
    expect(started).toEqual([0, 1]);
    tasks[1]?.finish(1);
    await tick();
    expect(started).toEqual([0, 1, 2]);
    tasks[0]?.finish(0);
    await tick();
    expect(started).toEqual([0, 1, 2, 3]);
    tasks[2]?.finish(2);
    tasks[3]?.finish(3);
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3]);
  });

  it("gives the slot of a failed task to the next one and passes the failure on", async () => {
    const run = createSemaphore(1);
    const started: number[] = [];
    const first = controlledTask(started, 0);
    const second = controlledTask(started, 1);
    const failed = run(first.task);
    const next = run(second.task);
    await tick();
    first.fail(new Error("hash failed"));
    await expect(failed).rejects.toThrow("hash failed");
    await tick();
    expect(started).toEqual([0, 1]);
    second.finish(7);
    expect(await next).toBe(7);
  });

  it("lets a task arriving after a hand-off wait behind the queue", async () => {
    const run = createSemaphore(1);
    const started: number[] = [];
    const a = controlledTask(started, 0);
    const b = controlledTask(started, 1);
    const c = controlledTask(started, 2);
    const all = [run(a.task), run(b.task)];
    await tick();
    a.finish(0);
    all.push(run(c.task));
    await tick();
    expect(started).toEqual([0, 1]);
    b.finish(1);
    await tick();
    c.finish(2);
    expect(await Promise.all(all)).toEqual([0, 1, 2]);
  });
});
