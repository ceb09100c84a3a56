import { useState } from "react";
import { messages } from "../../shared/messages/catalogue.js";
import type { Application } from "../application-catalogue.js";
import { AppScreenshot, SCREENSHOT_COUNT } from "./AppScreenshot.js";
import { appPalette } from "./app-palette.js";

/** A large screenshot and six thumbnails; clicking a thumbnail shows it large (docs/0033). */
export function ScreenshotGallery({ application }: { application: Application }) {
  const [selected, setSelected] = useState(0);
  const palette = appPalette[application.accentColor];
  return (
    <section aria-label={messages.appListings.screenshotsLabel}>
      {/* Like a store's screenshots: the screen on its own colour, with what it shows written large beside it. */}
      <figure
        data-testid="main-screenshot"
        className={`grid items-center gap-6 rounded-3xl bg-linear-160 to-white to-75% p-6 ring-1 ring-slate-200 sm:grid-cols-[auto_1fr] sm:gap-12 sm:p-10 ${palette.backdrop}`}
      >
        <AppScreenshot
          application={application}
          index={selected}
          className="mx-auto h-auto w-52 rounded-[1.75rem] shadow-2xl ring-[6px] ring-slate-900 sm:w-60"
        />
        <figcaption className="text-center sm:text-left">
          <span className={`block text-sm font-semibold tracking-wider uppercase ${palette.label}`}>
            {messages.appListings.screenOfCaption(selected + 1, SCREENSHOT_COUNT)}
          </span>
          <span className="mt-2 block text-2xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-3xl">
            {application.screenshots[selected]}
          </span>
        </figcaption>
      </figure>
      <ul className="mt-6 grid grid-cols-3 gap-3 sm:grid-cols-6">
        {Array.from({ length: SCREENSHOT_COUNT }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the six screenshots are positions, not data.
          <li key={index}>
            {/* The button's name is its own text (no aria-label over an image: WCAG 2.5.3); the thumbnail is decorative. */}
            <button
              type="button"
              aria-pressed={index === selected}
              onClick={() => setSelected(index)}
              className={`block w-full overflow-hidden rounded-xl ring-2 transition ${
                index === selected ? "ring-brand-600" : "opacity-70 ring-slate-200 hover:opacity-100"
              }`}
            >
              <AppScreenshot application={application} index={index} decorative className="block h-auto w-full" />
              <span className="sr-only">
                {messages.appListings.showScreenshotLabel(index + 1, application.screenshots[index] ?? "")}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
