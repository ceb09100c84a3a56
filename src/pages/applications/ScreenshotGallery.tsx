import { useState } from "react";
import type { Application } from "../../content/application-catalogue.js";
import { AppScreenshot, SCREENSHOT_COUNT } from "./AppScreenshot.js";

/** A large screenshot and six thumbnails; clicking a thumbnail shows it large (spec §4). */
export function ScreenshotGallery({ application }: { application: Application }) {
  const [selected, setSelected] = useState(0);
  return (
    <section aria-label="Captures d'écran">
      <div
        data-testid="main-screenshot"
        className="overflow-hidden rounded-2xl bg-slate-100 shadow-lg ring-1 ring-slate-200"
      >
        <AppScreenshot application={application} index={selected} className="block h-auto w-full" />
      </div>
      <ul className="mt-4 grid grid-cols-3 gap-3 sm:grid-cols-6">
        {Array.from({ length: SCREENSHOT_COUNT }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the six screenshots are positions, not data.
          <li key={index}>
            <button
              type="button"
              aria-pressed={index === selected}
              aria-label={`Afficher la capture d'écran ${index + 1}`}
              onClick={() => setSelected(index)}
              className={`block w-full overflow-hidden rounded-xl ring-2 transition ${
                index === selected ? "ring-brand-600" : "opacity-70 ring-transparent hover:opacity-100"
              }`}
            >
              <AppScreenshot application={application} index={index} decorative className="block h-auto w-full" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
