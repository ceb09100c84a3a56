import type { ScaleProcess } from "./scale-bed.js";
import { sendWrite, type Write, type WriteKind } from "./writes.js";

/**
 * The mix each loop cycles through: mostly visitor requests and bookings (a row, a reference, two mails),
 * some quotes (a number, a PDF rendered in the worker, two mails with it) and sign-ups (argon2, one mail).
 */
const MIX: WriteKind[] = ["request", "booking", "request", "quote", "booking", "registration", "request", "booking"];

export interface Traffic {
  /** Every write sent so far, answered or not. */
  writes: Write[];
  /** Stops the loops and waits for the writes in flight. */
  stop(): Promise<Write[]>;
}

/**
 * `loops` clients writing without pause, each write to the next living process in turn; bookings take the
 * free slots in order (one attempt per slot, so no booking loses a race to another of the run).
 */
export function startTraffic(processes: ScaleProcess[], slots: string[], loops: number): Traffic {
  const writes: Write[] = [];
  const freeSlots = [...slots];
  let running = true;
  let turn = 0;
  const nextTarget = () => {
    const living = processes.filter((each) => !each.killed);
    turn += 1;
    return living[turn % living.length] as ScaleProcess;
  };
  const done = Promise.all(
    Array.from({ length: loops }, async (_, loop) => {
      for (let step = loop; running; step += 1) {
        let kind = MIX[step % MIX.length] as WriteKind;
        const slot = kind === "booking" ? freeSlots.shift() : undefined;
        if (kind === "booking" && !slot) kind = "request";
        const write = await sendWrite(kind, nextTarget(), slot);
        writes.push(write);
        // A process that died under this client: the next write goes to the next one, without a busy loop.
        if (write.status === 0) await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }),
  );
  return {
    writes,
    async stop() {
      running = false;
      await done;
      return writes;
    },
  };
}
