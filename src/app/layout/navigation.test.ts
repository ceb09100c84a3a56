import { describe, expect, it } from "vitest";
import { solutionPath, solutions } from "../../content/solution-catalogue.js";
import { prerenderTargets } from "../ssr/prerender-targets.js";
import { footerColumns, navMenus } from "./navigation.js";

const pages = new Set(prerenderTargets().flatMap((target) => (target.kind === "page" ? [target.path] : [])));
const pathOf = (href: string) => href.split(/[?#]/)[0] ?? href;

/** Every list of links the header and the footer show: each menu (its tile included) and each footer column. */
const linkLists = [
  ...navMenus.map((menu) => ({
    name: `menu ${menu.label}`,
    hrefs: [...menu.sections.flatMap((section) => section.links.map((link) => link.href)), menu.highlight.href],
  })),
  ...footerColumns.map((column) => ({ name: `footer ${column.title}`, hrefs: column.links.map((link) => link.href) })),
];

describe("header and footer entries", () => {
  it("each lead to a page the build prerenders", () => {
    for (const { name, hrefs } of linkLists) {
      for (const href of hrefs) expect(pages.has(pathOf(href)), `${name}: ${href}`).toBe(true);
    }
  });

  it("each lead to a page of their own: no two entries of a menu or a column share a destination", () => {
    for (const { name, hrefs } of linkLists) expect(new Set(hrefs).size, name).toBe(hrefs.length);
  });

  it("lead to each solution from the Solutions menu and from its own footer column, first", () => {
    const menu = navMenus.find((entry) => entry.id === "solutions");
    const menuHrefs = menu?.sections.flatMap((section) => section.links.map((link) => link.href));
    for (const solution of solutions) {
      expect(menuHrefs).toContain(solutionPath(solution.id));
      const column = footerColumns.find((entry) => entry.id === `solutions-${solution.id}`);
      expect(column?.links[0]?.href, solution.id).toBe(solutionPath(solution.id));
    }
  });
});
