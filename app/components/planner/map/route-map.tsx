// The route's map. On the server, without JavaScript and while a live map loads: the offline sketch.
// With a Google key, Google Maps; otherwise MapLibre with the configured OpenStreetMap style, loaded
// once the person is using the page. A live map that fails (no WebGL, style or tiles unreachable,
// nothing drawn within 5 s) leaves the sketch in place.
import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { useTranslation } from "~/i18n/translations";
import { useHydrated } from "~/utils/use-hydrated";
import { useRootData } from "../../use-root-data";
import { hasCoordinates, MapFallbackCard, MapFrame, SketchDrawing } from "./route-sketch";
import { stopKey, useStopSelection, type Stop } from "./stop-selection";

const GoogleRouteMap = lazy(() => import("./google-route-map"));
const MapLibreRouteMap = lazy(() => import("./maplibre-route-map"));

type LiveState = "waiting" | "loading" | "live" | "failed";

/** What says a person is using the page: a tap, a click, a key, a scroll, the mouse moving. */
const ENGAGING = ["pointerdown", "pointermove", "keydown", "touchstart", "wheel", "scroll"] as const;

/** Whether the person has already tapped, clicked or typed here (browsers without the record: yes). */
const engagedAlready = () => (navigator.userActivation as UserActivation | undefined)?.hasBeenActive ?? true;

/**
 * Starts the live map once the person is using the page and the browser has a moment to spare. Until
 * then the sketch is the map: opening a plan does not wait for MapLibre's 300 KB of code (compressed)
 * and its drawing, which kept a phone's page busy for seconds after it appeared (a "facade", as
 * Lighthouse calls it). A plan made on the page, after a click, gets its live map at once.
 */
function useWhenEngaged(enabled: boolean): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!enabled || ready) return;
    let idle: number | undefined;
    let timer: number | undefined;
    const start = () => {
      ENGAGING.forEach((event) => window.removeEventListener(event, start));
      if (idle !== undefined || timer !== undefined) return;
      idle = window.requestIdleCallback?.(() => setReady(true), { timeout: 1500 });
      if (idle === undefined) timer = window.setTimeout(() => setReady(true), 200);
    };
    if (engagedAlready()) start();
    else ENGAGING.forEach((event) => window.addEventListener(event, start, { passive: true }));
    return () => {
      ENGAGING.forEach((event) => window.removeEventListener(event, start));
      if (idle !== undefined) window.cancelIdleCallback(idle);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, [enabled, ready]);
  return ready;
}

export function RouteMap({
  stops,
  location,
  transportation,
}: {
  stops: Stop[];
  location: string;
  transportation: string;
}) {
  const { t } = useTranslation("planner");
  const root = useRootData();
  const mapsKey = root?.mapsKey ?? null;
  const styleUrl = root?.mapStyleUrl ?? null;
  const hydrated = useHydrated();
  const { selected } = useStopSelection();
  const [state, setState] = useState<LiveState>("waiting");
  const signature = stops.map((s) => `${s.name}@${s.coordinates?.lat},${s.coordinates?.lng}`).join("|");
  // One array per set of stops, so the live maps redraw only when the stops change.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const usable = useMemo(() => stops.filter(hasCoordinates), [signature]);
  const wanted = hydrated && usable.length > 0 && Boolean(mapsKey || styleUrl) && state !== "failed";
  const started = useWhenEngaged(wanted);

  if (!usable.length) return <MapFallbackCard location={location} count={stops.length} />;
  const label = `${t("map.label")}: ${usable.map((s, i) => `${i + 1}. ${s.name}`).join(", ")}`;
  const live = wanted && started;
  const shown = state === "failed" ? "failed" : live && state === "live" ? "live" : live ? "loading" : "sketch";
  const fail = () => setState("failed");
  const ready = () => setState("live");

  return (
    <MapFrame
      stops={usable}
      transportation={transportation}
      note={shown === "live" ? null : t("map.sketchNote")}
      state={shown}
    >
      <div className="h-full" hidden={shown === "live"}>
        <SketchDrawing stops={usable} selected={usable.findIndex((s) => stopKey(s) === selected.key)} />
      </div>
      {live ? (
        // Drawn underneath the sketch until it is ready, so nothing moves when it appears; until then
        // screen readers (and tests) meet only the sketch.
        <div
          aria-hidden={shown !== "live"}
          className={shown === "live" ? "absolute inset-0" : "pointer-events-none absolute inset-0 opacity-0"}
        >
          <Suspense fallback={null}>
            {mapsKey ? (
              <GoogleRouteMap apiKey={mapsKey} stops={usable} onReady={ready} onError={fail} />
            ) : (
              <MapLibreRouteMap styleUrl={styleUrl!} stops={usable} label={label} onReady={ready} onFail={fail} />
            )}
          </Suspense>
        </div>
      ) : null}
    </MapFrame>
  );
}
