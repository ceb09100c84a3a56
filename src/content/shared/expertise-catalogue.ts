import type { Expertise } from "@content";
import expertisesJson from "@content/Expertise/_index.json";
import { orderedCollection } from "../../ui/ordered-collection.js";

/** The seven expertises in their pillar order (the catalogue grid and the home page's selector). */
export const expertises: readonly Expertise[] = orderedCollection<Expertise>(expertisesJson);

export const findExpertise = (id: string): Expertise | undefined => expertises.find((expertise) => expertise.id === id);

/** « Technologies utilisées » shows the first three apart from the rest. */
export function splitTechnologies(technologies: readonly string[]): { main: string[]; others: string[] } {
  return { main: technologies.slice(0, 3), others: technologies.slice(3) };
}

export type { Expertise };
