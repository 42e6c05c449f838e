// MapLibre GL on demand: its code, stylesheet and worker load only when a live map is about to show, so
// the planner's JavaScript before interaction does not grow (docs/decisions/0009-planner-javascript-budget.md).
import stylesheetUrl from "maplibre-gl/dist/maplibre-gl.css?url";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";

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
export function loadMapLibre(): Promise<MapLibre> {
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
