/** The Horizon 2030 map's fixed parameters (docs/0006). */
export const mapSettings = {
  width: 800,
  height: 500,
  projection: "geoMercator",
  scale: 400,
  /** France: longitude, latitude. */
  center: [2.21, 46.23] as [number, number],
  minZoom: 1,
  maxZoom: 8,
  /** Zoom buttons animate the change over this long. */
  transitionMs: 250,
  marker: { name: "France", coordinates: [2.21, 46.23] as [number, number], markerOffset: -22 },
} as const;
