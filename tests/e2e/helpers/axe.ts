import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import axe from "axe-core";

/** axe's experimental rules, off by default: every pass turns them on. */
const experimentalRules = Object.fromEntries(
  axe.getRules(["experimental"]).map((rule) => [rule.ruleId, { enabled: true }]),
);

/** A finding a test accepts, with the reason written where it is accepted. */
export interface AxeException {
  rule: string;
  /** Matches the node's selector (axe's `target`, joined by spaces). */
  target: RegExp;
  reason: string;
}

interface AxeScope {
  /** Findings accepted, each with its reason. */
  exceptions?: readonly AxeException[];
  /** Only this part of the page (the header and footer are audited on every public page already). */
  include?: string;
  /** Fail on serious and critical violations only (the bar of the account-security screens, docs/0027). */
  seriousOnly?: boolean;
  /** Names the page state in the failure message, when one test audits several. */
  label?: string;
}

/**
 * One axe pass over the page as it stands. Legacy mode: the default mode opens a blank page for every pass to
 * merge the results of cross-origin frames, which the site has none of; that page cost as much as the audit
 * itself, about half of the accessibility suite's time on two cores.
 */
export async function expectNoAxeViolations(
  page: Page,
  { exceptions = [], include, seriousOnly = false, label }: AxeScope = {},
) {
  // Every rule: best practices and the experimental ones included (docs/0034).
  let builder = new AxeBuilder({ page }).setLegacyMode(true).options({ rules: experimentalRules });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const failing = violations
    .filter((violation) => !seriousOnly || violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      ...violation,
      nodes: violation.nodes.filter(
        (node) =>
          !exceptions.some(
            (exception) => exception.rule === violation.id && exception.target.test(node.target.join(" ")),
          ),
      ),
    }))
    .filter((violation) => violation.nodes.length > 0);
  const prefix = label ? `${label}: ` : "";
  expect(
    failing.map(
      (violation) => `${prefix}${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    ),
  ).toEqual([]);
}

/** No serious or critical violation in the page's main content (the bar for the account-security screens, docs/0027). */
export function expectNoSeriousAxeViolations(page: Page, include = "main") {
  return expectNoAxeViolations(page, { include, seriousOnly: true });
}
