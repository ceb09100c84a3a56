import { agendoScreens } from "./agendo.js";
import { automatchScreens } from "./automatch.js";
import { civiloScreens } from "./civilo.js";
import { focalisScreens } from "./focalis.js";
import { kartiaScreens } from "./kartia.js";
import type { Screen } from "./phone-kit.js";
import { roboarenaScreens } from "./roboarena.js";
import { statlyScreens } from "./statly.js";
import { vaultisScreens } from "./vaultis.js";

/**
 * Each application's six screens, by application id (its content file name), in the order of its
 * `screenshots` captions.
 */
export const screenSets: Record<string, readonly Screen[]> = {
  agendo: agendoScreens,
  automatch: automatchScreens,
  civilo: civiloScreens,
  focalis: focalisScreens,
  kartia: kartiaScreens,
  roboarena: roboarenaScreens,
  statly: statlyScreens,
  vaultis: vaultisScreens,
};
