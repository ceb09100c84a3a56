import type { ComponentType } from "react";
import type { Topology } from "topojson-specification";
// Vite copies world-atlas's file into the build (hashed, under /assets): served from our origin, never a CDN.
import atlasUrl from "world-atlas/countries-110m.json?url";
import type { HorizonMapProps } from "./HorizonMap.js";

export interface LoadedMap {
  HorizonMap: ComponentType<HorizonMapProps>;
  atlas: Topology;
}

async function fetchAtlas(): Promise<Topology> {
  const response = await fetch(atlasUrl);
  if (!response.ok) throw new Error(`${atlasUrl} answered ${response.status}`);
  return (await response.json()) as Topology;
}

/** The map's code (its own chunk, with react-simple-maps and d3) and the country shapes, fetched together. */
export async function loadHorizonMap(): Promise<LoadedMap> {
  const [module, atlas] = await Promise.all([import("./HorizonMap.js"), fetchAtlas()]);
  return { HorizonMap: module.default, atlas };
}
