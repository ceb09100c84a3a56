import type { ComponentType } from "react";
import { createElement } from "react";
import { staticIsland } from "../../ui/static-island.js";

const islands = new Map<string, ComponentType>();

/**
 * A solution's sections below its heading, as a static island (ui/static-island.tsx): links and text only, so the
 * page the browser loads ships neither their code nor the offers', expertises' and case studies' data
 * (docs/0019); a client-side navigation loads them. One island per solution, kept, so its component keeps its
 * type across renders and a move to another solution mounts that one's.
 */
export function solutionSections(id: string): ComponentType {
  let island = islands.get(id);
  if (!island) {
    island = staticIsland(`solution-${id}`, () =>
      import("./SolutionSections.js").then(({ SolutionSections }) => ({
        default: () => createElement(SolutionSections, { id }),
      })),
    );
    islands.set(id, island);
  }
  return island;
}
