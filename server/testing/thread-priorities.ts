import { readdirSync, readFileSync } from "node:fs";

/** Each thread of this process with its nice value (Linux: field 19 of /proc/self/task/<id>/stat). */
export function threadPriorities(): Array<{ id: string; nice: number }> {
  return readdirSync("/proc/self/task").flatMap((id) => {
    try {
      const stat = readFileSync(`/proc/self/task/${id}/stat`, "utf8");
      return [{ id, nice: Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]) }];
    } catch {
      // The thread ended between the listing and the read.
      return [];
    }
  });
}
