import type { FooterColumn, NavMenu } from "@content";
import footerColumnsJson from "@content/FooterColumn/_index.json";
import navMenusJson from "@content/NavMenu/_index.json";
import { orderedCollection } from "../../ui/ordered-collection.js";

/** The header's entries (Expertises, Solutions, Applications, Découvrir, Assistance), in order. */
export const navMenus = orderedCollection<NavMenu>(navMenusJson);

/** The footer's ten columns, in order. */
export const footerColumns = orderedCollection<FooterColumn>(footerColumnsJson);

export type { FooterColumn, NavMenu };
