// MapLibre GL on demand: its code, stylesheet and worker load only when a live map is about to show, so
// the planner's JavaScript before interaction does not grow (docs/decisions/0009-planner-javascript-budget.md).
// Also the one way a live map is made and watched until it first draws, for the route map and the login
// page's backdrop alike.
import type { Map as LiveMap, MapOptions } from "maplibre-gl";
import type { RefObject } from "react";
import stylesheetUrl from "maplibre-gl/dist/maplibre-gl.css?url";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import { MAP_LOAD_TIMEOUT_MS } from "./map-view";

export type MapLibre = typeof import("maplibre-gl");

let loading: Promise<MapLibre> | null = null;

function stylesheet(): Promise<void> {
  if (document.querySelector(`link[href="${stylesheetUrl}"]`)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = stylesheetUrl;
    link.onload = () => resolve();
    link.onerror = () => reject(new Error("The map's stylesheet did not load"));
    document.head.appendChild(link);
  });
}

/** The library, ready to draw: its worker is Amble's own copy (the bundler moves the library's files). */
function loadMapLibre(): Promise<MapLibre> {
  loading ??= Promise.all([import("maplibre-gl"), stylesheet()]).then(([maplibre]) => {
    maplibre.setWorkerUrl(workerUrl);
    return maplibre;
  });
  // A failed load may succeed on a later page.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** The credit owed wherever OpenStreetMap data is shown, added when the style does not give it. */
export const OSM_CREDIT = "© OpenStreetMap contributors";
export const OSM_COPYRIGHT_URL = "https://www.openstreetmap.org/copyright";

/** The style's own credits, one HTML snippet per source that has one. */
export function styleCredits(map: LiveMap): string[] {
  const sources = Object.values(map.getStyle().sources ?? {});
  return sources.flatMap((s) => ("attribution" in s && s.attribution ? [String(s.attribution)] : []));
}

/** Whether credits already name OpenStreetMap (OpenFreeMap's do). */
export const namesOsm = (credits: string) => /openstreetmap/i.test(credits);

/**
 * A live map in `container` once the library is here, watched until its first drawing: `onDrawn` after
 * the style's first load; `onFail` once when the map cannot be made (no WebGL), on any error before it
 * has drawn (style or tiles unreachable), or when nothing draws within MAP_LOAD_TIMEOUT_MS.
 * `onCreated` runs as soon as the map exists. Returns the cleanup that removes the map.
 */
export function createMap(
  container: RefObject<HTMLElement | null>,
  options: Omit<MapOptions, "container">,
  on: {
    onCreated?: (map: LiveMap) => void;
    onDrawn: (maplibre: MapLibre, map: LiveMap) => void;
    onFail: () => void;
  },
): () => void {
  let cancelled = false;
  let settled = false;
  let map: LiveMap | null = null;
  const fail = () => {
    if (settled || cancelled) return;
    settled = true;
    on.onFail();
  };
  const timer = window.setTimeout(fail, MAP_LOAD_TIMEOUT_MS);
  loadMapLibre().then((maplibre) => {
    if (cancelled || settled || !container.current) return;
    let created: LiveMap;
    try {
      created = new maplibre.Map({ ...options, container: container.current });
    } catch {
      // No WebGL here, or the library refused the container.
      fail();
      return;
    }
    map = created;
    on.onCreated?.(created);
    // Until it has drawn, any error means the map has failed.
    created.on("error", () => {
      if (!settled) fail();
    });
    created.once("load", () => {
      if (settled || cancelled) return;
      settled = true;
      window.clearTimeout(timer);
      on.onDrawn(maplibre, created);
    });
  }, fail);
  return () => {
    cancelled = true;
    window.clearTimeout(timer);
    map?.remove();
  };
}
