import { allExpertises, type Expertise } from "@content";

/** The seven pillars of the home page, in their `order`. */
export const pillars: readonly Expertise[] = [...allExpertises].sort((a, b) => a.order - b.order);
