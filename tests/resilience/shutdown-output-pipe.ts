import { execFileSync, spawn } from "node:child_process";
import { closeSync, constants, openSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { get } from "node:http";
import { Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../../server/testing/free-port.js";
import { appProcessEnv } from "../multi-process/app-process.js";
import { eventually, resilienceEnv, runDatabase } from "./app-server.js";
import type { Figures } from "./figures.js";

/** How long every process of the group has, from SIGTERM, to be gone. */
const GONE_WITHIN_MS = 10_000;
/** Runs of each case: 1 by default (CI); `RESILIENCE_SHUTDOWN_RUNS=10` to tell a defect from bad luck. */
const RUNS = Number(process.env.RESILIENCE_SHUTDOWN_RUNS ?? 1);

/**
 * `npm start` in a process group of its own, its output read through pipes, sent SIGTERM as a supervisor
 * restarting it or a CI step ending would (docs/0042-logging-never-blocks-shutdown.md):
 * - "reader gone": the pipes are read, and their reader goes away right after the signal (EPIPE);
 * - "pipe full": the pipes are never read, and a burst of requests at `debug` has filled them.
 * Every process of the group must be gone within 10 s.
 */
export async function shutdownOutputPipe(figures: Figures): Promise<void> {
  for (const output of ["reader gone", "pipe full"] as const) {
    const seconds: number[] = [];
    const survivors: string[] = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await oneRun(output, run);
      if (typeof result === "number") seconds.push(result);
      else survivors.push(result);
    }
    const slowest = seconds.length > 0 ? `, slowest ${Math.max(...seconds).toFixed(1)} s` : "";
    const left = survivors.length > 0 ? `; left: ${survivors.join(" / ")}` : "";
    figures.add(
      "shutdown",
      `npm start, ${output}: group gone ≤ 10 s after SIGTERM`,
      `${seconds.length} of ${RUNS}${slowest}${left}`,
      `${RUNS} of ${RUNS}`,
      seconds.length === RUNS,
    );
  }
}

/** The seconds the group took to be gone, or what was still running at the limit (then killed). */
async function oneRun(output: "reader gone" | "pipe full", run: number): Promise<number | string> {
  const name = `shutdown-output-${output.replace(" ", "-")}-${run}`;
  const database = runDatabase(name);
  const pipe = namedPipe(name);
  const port = await freePort();
  const env = resilienceEnv(database.path, { LOG_LEVEL: output === "pipe full" ? "debug" : "info" });
  const group = spawn("npm", ["start"], {
    detached: true,
    stdio: ["ignore", pipe.writeEnd, pipe.writeEnd],
    env: { ...appProcessEnv(port, env), HOME: process.env.HOME ?? "" },
  });
  const pgid = group.pid as number;
  pipe.closeWriteEnd();
  try {
    if (output === "reader gone") pipe.read();
    const url = `http://127.0.0.1:${port}`;
    const up = await eventually(() => ok(`${url}/healthz`), 60_000);
    if (!up) return `did not start: ${members(pgid).join(", ")}`;
    if (output === "pipe full") await burst(url);
    const signalled = Date.now();
    process.kill(-pgid, "SIGTERM");
    if (output === "reader gone") pipe.closeReadEnd();
    const gone = await eventually(() => members(pgid).length === 0, GONE_WITHIN_MS);
    if (gone) return (Date.now() - signalled) / 1000;
    return members(pgid).join(", ");
  } finally {
    if (members(pgid).length > 0) process.kill(-pgid, "SIGKILL");
    pipe.remove();
    database.remove();
  }
}

/**
 * A pipe as a shell's `|` makes (64 KB), through a named pipe: the output pipes of child_process are socket
 * pairs, which hold several hundred kilobytes before they are full.
 */
function namedPipe(name: string) {
  const path = join(tmpdir(), `resilience-${process.pid}-${name}.fifo`);
  execFileSync("mkfifo", [path]);
  // Opened for reading first, without waiting for a writer, so that opening it for writing does not wait.
  const readEnd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  const writeEnd = openSync(path, constants.O_WRONLY);
  let reader: Socket | undefined;
  let readEndOpen = true;
  const closeReadEnd = () => {
    if (!readEndOpen) return;
    readEndOpen = false;
    if (reader) reader.destroy();
    else closeSync(readEnd);
  };
  return {
    writeEnd,
    closeWriteEnd: () => closeSync(writeEnd),
    /** Reads and discards what is written, as `tee` would. */
    read: () => {
      reader = new Socket({ fd: readEnd, readable: true, writable: false }).resume();
    },
    closeReadEnd,
    remove: () => {
      closeReadEnd();
      rmSync(path, { force: true });
    },
  };
}

/**
 * A GET on a connection of its own, closed after the answer: an idle kept-alive connection would hold the
 * server's shutdown open for seconds (docs/0017), long enough for a log write to meet the broken pipe before
 * exit, where the defect of docs/0042 was only met at exit.
 */
const ok = (url: string) =>
  new Promise<boolean>((resolve) => {
    get(url, { agent: false }, (res) => {
      res.resume().on("end", () => resolve(res.statusCode === 200));
    }).on("error", () => resolve(false));
  });

/** 1 000 pages 20 at a time: about 250 KB of access and debug lines, four times what the pipe holds. */
async function burst(url: string): Promise<void> {
  const worker = async () => {
    for (let i = 0; i < 50; i++) await ok(`${url}/expertises?burst=${i}`);
  };
  await Promise.all(Array.from({ length: 20 }, worker));
}

/** The processes of a group still alive (zombies are gone: only their exit status is left), as "pid command". */
function members(pgid: number): string[] {
  const alive: string[] = [];
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    } catch {
      continue; // ended while listed
    }
    // "pid (command) state ppid pgrp …": the command may hold spaces and parentheses.
    const [state, , pgrp] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (Number(pgrp) === pgid && state !== "Z")
      alive.push(`${pid} ${stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"))}`);
  }
  return alive;
}
