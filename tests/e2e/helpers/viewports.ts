/** The widths the site is checked at (spec: finished at 375, 768 and 1280 px, usable from 320 px). */
export const viewports = {
  narrow: { width: 320, height: 640 },
  mobile: { width: 375, height: 812 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1280, height: 900 },
} as const;
