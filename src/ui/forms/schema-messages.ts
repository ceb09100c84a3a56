import type { z } from "zod";

/**
 * One message per field path ("customer.email") from a failed check, the first issue of each path as the
 * server reports it. For a union none of whose branches matched, the branch that came closest speaks for it,
 * and the issues of every branch count under their own paths.
 */
export function schemaMessages(issues: readonly z.core.$ZodIssue[]): Map<string, string> {
  const messages = new Map<string, string>();
  const queue = [...issues];
  for (let issue = queue.shift(); issue; issue = queue.shift()) {
    const path = issue.path.join(".");
    if (issue.code === "invalid_union") {
      const closest = issue.errors.reduce<readonly z.core.$ZodIssue[] | undefined>(
        (best, branch) => (!best || branch.length < best.length ? branch : best),
        undefined,
      );
      if (!messages.has(path)) messages.set(path, closest?.[0]?.message ?? issue.message);
      for (const branch of issue.errors) {
        for (const inner of branch) queue.push({ ...inner, path: [...issue.path, ...inner.path] });
      }
    } else if (!messages.has(path)) messages.set(path, issue.message);
  }
  return messages;
}
