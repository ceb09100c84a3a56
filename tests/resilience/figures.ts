/** One measured figure of the resilience run, with the target it must meet. */
export interface Figure {
  scenario: string;
  name: string;
  value: number | string;
  target: string;
  met: boolean;
  /** A duration: printed against its target, never the run's verdict (timing depends on the machine's load). */
  timed?: boolean;
}

export class Figures {
  readonly all: Figure[] = [];

  add(scenario: string, name: string, value: number | string, target: string, met: boolean): void {
    this.all.push({ scenario, name, value, target, met });
  }

  /**
   * A duration with its target: the table says whether it was met, the exit code does not depend on it. The
   * project measures speed with benchmarks that print figures, never with timed tests: on a shared machine a
   * missed duration is the machine's load as often as a defect.
   */
  timing(scenario: string, name: string, ms: number, target: string, met: boolean): void {
    this.all.push({ scenario, name, value: ms.toFixed(0), target, met, timed: true });
  }

  /** A scenario that threw: its error is a figure that missed, so the table still prints. */
  failed(scenario: string, error: unknown): void {
    const message = error instanceof Error ? error.message : String(error);
    this.add(scenario, "error", message.split("\n")[0]?.slice(0, 80) ?? "", "none", false);
  }

  get allMet(): boolean {
    return this.all.every((figure) => figure.met || figure.timed);
  }

  table(): string {
    const rows = [
      ["scenario", "figure", "value", "target", ""],
      ...this.all.map((f) => [
        f.scenario,
        f.name,
        String(f.value),
        f.target,
        f.met ? "ok" : f.timed ? "missed (timing, reported)" : "MISSED",
      ]),
    ];
    const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
    const line = (row: string[]) => row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(" | ");
    return [line(rows[0] ?? []), widths.map((width) => "-".repeat(width)).join("-|-"), ...rows.slice(1).map(line)].join(
      "\n",
    );
  }
}
