import type { IconName } from "../../ui/icons.js";
import type { HelpCategory } from "../shared/help-content.js";

/** The content's icon keys mapped to our icon set. */
export const helpCategoryIcon: Record<HelpCategory["icon"], IconName> = {
  "user-shield": "userShield",
  receipt: "receipt",
  briefcase: "briefcase",
  apps: "apps",
  book: "book",
  scale: "scale",
};
