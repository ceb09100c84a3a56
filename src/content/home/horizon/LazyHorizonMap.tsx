import { useEffect, useRef, useState } from "react";
import { type LoadedMap, loadHorizonMap } from "./load-horizon-map.js";
import { useNearViewport } from "./use-near-viewport.js";

type MapState = { status: "waiting" } | { status: "ready"; loaded: LoadedMap } | { status: "failed" };

/**
 * A placeholder of the map's exact size (800×500), in the prerendered HTML too; the map's code
 * and data load when it nears the viewport. If either fails to load the reason is logged as a
 * warning (only logged: a console error would count as a page fault) and the
 * placeholder stays empty.
 */
export function LazyHorizonMap() {
  const placeholder = useRef<HTMLDivElement>(null);
  const near = useNearViewport(placeholder);
  const [state, setState] = useState<MapState>({ status: "waiting" });

  useEffect(() => {
    if (!near) return;
    let current = true;
    loadHorizonMap().then(
      (loaded) => current && setState({ status: "ready", loaded }),
      (error: unknown) => {
        console.warn("Horizon 2030: the map could not be loaded, it is left out.", error);
        if (current) setState({ status: "failed" });
      },
    );
    return () => {
      current = false;
    };
  }, [near]);

  return (
    <div
      ref={placeholder}
      data-testid="horizon-map-slot"
      data-status={state.status}
      className="relative aspect-[8/5] w-full overflow-hidden rounded-3xl bg-white/5 ring-1 ring-white/10 [background-image:radial-gradient(rgb(255_255_255/0.08)_1px,transparent_1px)] [background-size:20px_20px]"
    >
      {state.status === "ready" ? <state.loaded.HorizonMap atlas={state.loaded.atlas} /> : null}
    </div>
  );
}
