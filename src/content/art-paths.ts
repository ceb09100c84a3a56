/**
 * Where the art drawn at build time (scripts/art) is served, and its size: the pages and the drawing
 * script both read these, so an <img> always names a file the build wrote, with its true proportions.
 */

/** A leader's portrait: /media/art/leaders/{slug}.svg. */
export const PORTRAIT_SIZE = { width: 300, height: 360 } as const;
export const leaderPortraitPath = (leaderId: string): string => `/media/art/leaders/${leaderId}.svg`;

/** One screen of an application, as a phone shows it: /media/art/applications/{id}-{1…6}.svg. */
export const SCREEN_SIZE = { width: 360, height: 760 } as const;
export const applicationScreenPath = (applicationId: string, index: number): string =>
  `/media/art/applications/${applicationId}-${index + 1}.svg`;
