import { messages } from "../../shared/messages/catalogue.js";
import type { Application } from "../application-catalogue.js";

/** Six screenshots per listing (docs/0033); each has its caption in the application's front matter. */
export const SCREENSHOT_COUNT = 6;

/**
 * Where the build's drawing script (scripts/art) writes an application's screens (a phone's, 360 × 760), read
 * by the script too: /media/art/applications/{id}-{1…6}.svg.
 */
export const SCREEN_SIZE = { width: 360, height: 760 } as const;
export const applicationScreenPath = (applicationId: string, index: number): string =>
  `/media/art/applications/${applicationId}-${index + 1}.svg`;

/** « Capture d'écran 2 sur 6 d'Agendo : La page de réservation en ligne » */
export const screenshotAlt = (application: Application, index: number): string =>
  messages.appListings.screenshotLabel(
    index + 1,
    SCREENSHOT_COUNT,
    application.title,
    application.screenshots[index] ?? "",
  );

/**
 * One screen of the app as a phone shows it, drawn at build time from components (scripts/art/screens).
 * `decorative` where a caption or a button's text already says what it shows. Sized (no layout shift) and
 * lazy: screenshots sit below the fold.
 */
export function AppScreenshot({
  application,
  index,
  className,
  decorative = false,
}: {
  application: Application;
  index: number;
  className: string;
  decorative?: boolean;
}) {
  return (
    <img
      src={applicationScreenPath(application.id, index)}
      width={SCREEN_SIZE.width}
      height={SCREEN_SIZE.height}
      alt={decorative ? "" : screenshotAlt(application, index)}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}
