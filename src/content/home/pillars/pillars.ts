import type { Expertise } from "@content";
import expertisesJson from "@content/Expertise/_index.json";
import { orderedCollection } from "../../../ui/ordered-collection.js";

/** The seven pillars of the home page, in their `order`. */
export const pillars = orderedCollection<Expertise>(expertisesJson);
