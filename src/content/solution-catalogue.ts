import type { Solution } from "@content";
import solutionsJson from "@content/Solution/_index.json";
import { buildPath } from "../app/shared/route-table.js";
import { orderedCollection } from "../ui/ordered-collection.js";

/** The three audiences of the Solutions menu and the footer's « Solutions » columns, in order. */
export const solutions: readonly Solution[] = orderedCollection<Solution>(solutionsJson);

export const findSolution = (id: string): Solution | undefined => solutions.find((solution) => solution.id === id);

export const solutionPath = (id: string) => buildPath("/solutions/:id", { id });

export type { Solution };
