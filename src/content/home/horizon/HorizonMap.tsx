import type { GeoJsonObject } from "geojson";
import { useEffect, useRef, useState } from "react";
import { ComposableMap, Geographies, Geography, Marker, ZoomableGroup } from "react-simple-maps";
import type { Topology } from "topojson-specification";
import { messages } from "../../../shared/messages/catalogue.js";
import { Icon } from "../../../ui/icons.js";
import { prefersReducedMotion } from "../../../ui/use-reduced-motion.js";
import { mapSettings } from "./map-settings.js";

export interface HorizonMapProps {
  atlas: Topology;
}

interface View {
  center: [number, number];
  zoom: number;
}

const clampZoom = (zoom: number) => Math.min(mapSettings.maxZoom, Math.max(mapSettings.minZoom, zoom));
const easeOut = (t: number) => 1 - (1 - t) ** 3;

/**
 * The Horizon 2030 map (its own chunk: loaded only when the section nears the viewport).
 * Mercator, centred on France, with a highlighted marker; wheel, drag and the two buttons zoom
 * between 1 and 8. ZoomableGroup applies a new zoom at once, so the buttons step it over 250 ms.
 */
export default function HorizonMap({ atlas }: HorizonMapProps) {
  const [view, setView] = useState<View>({ center: mapSettings.center, zoom: 1 });
  const animation = useRef<number | undefined>(undefined);
  useEffect(() => () => cancelAnimationFrame(animation.current ?? 0), []);

  function zoomBy(factor: number) {
    cancelAnimationFrame(animation.current ?? 0);
    const from = view.zoom;
    const to = clampZoom(from * factor);
    if (to === from) return;
    if (prefersReducedMotion()) {
      setView((current) => ({ ...current, zoom: to }));
      return;
    }
    const started = performance.now();
    const step = (now: number) => {
      const progress = Math.min(1, (now - started) / mapSettings.transitionMs);
      setView((current) => ({ ...current, zoom: from + (to - from) * easeOut(progress) }));
      if (progress < 1) animation.current = requestAnimationFrame(step);
    };
    animation.current = requestAnimationFrame(step);
  }

  return (
    <div className="relative h-full w-full" data-testid="horizon-map" data-zoom={view.zoom.toFixed(2)}>
      <ComposableMap
        width={mapSettings.width}
        height={mapSettings.height}
        projection={mapSettings.projection}
        projectionConfig={{ scale: mapSettings.scale, center: mapSettings.center }}
        className="h-full w-full"
        role="img"
        aria-label={messages.home.horizonMapLabel}
      >
        <ZoomableGroup
          center={view.center}
          zoom={view.zoom}
          minZoom={mapSettings.minZoom}
          maxZoom={mapSettings.maxZoom}
          onMoveEnd={({ coordinates, zoom }) => {
            if (coordinates && zoom !== undefined) setView({ center: coordinates, zoom });
          }}
        >
          <Geographies geography={atlas as unknown as GeoJsonObject}>
            {({ geographies }) =>
              geographies.map((geography) => (
                <Geography
                  key={geography.rsmKey}
                  geography={geography}
                  tabIndex={-1}
                  data-country={geography.properties?.name}
                  className="fill-white/15 stroke-white/30 outline-none"
                  strokeWidth={0.75}
                  vectorEffect="non-scaling-stroke"
                />
              ))
            }
          </Geographies>
          <Marker coordinates={mapSettings.marker.coordinates}>
            {/* Counter-scaled: the marker keeps its size while the countries grow. */}
            <g transform={`scale(${1 / view.zoom})`}>
              <circle r={16} className="fill-rose-400/30" />
              <circle r={9} className="fill-rose-400/50" />
              <circle r={5} className="fill-rose-400 stroke-white" strokeWidth={1.5} />
              <text
                y={mapSettings.marker.markerOffset}
                textAnchor="middle"
                className="fill-white text-[14px] font-semibold"
              >
                {mapSettings.marker.name}
              </text>
            </g>
          </Marker>
        </ZoomableGroup>
      </ComposableMap>
      <div className="absolute right-3 bottom-3 flex flex-col overflow-hidden rounded-xl bg-white/90 text-slate-900 shadow-lg">
        <button
          type="button"
          aria-label={messages.home.zoomInLabel}
          disabled={view.zoom >= mapSettings.maxZoom}
          onClick={() => zoomBy(2)}
          className="flex h-10 w-10 items-center justify-center hover:bg-white disabled:opacity-40"
        >
          <Icon name="plus" />
        </button>
        <button
          type="button"
          aria-label={messages.home.zoomOutLabel}
          disabled={view.zoom <= mapSettings.minZoom}
          onClick={() => zoomBy(0.5)}
          className="flex h-10 w-10 items-center justify-center border-t border-slate-200 hover:bg-white disabled:opacity-40"
        >
          <Icon name="minus" />
        </button>
      </div>
    </div>
  );
}
