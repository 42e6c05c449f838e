// The route's map. On the server, without JavaScript and while a live map loads: the offline sketch.
// With a Google key, Google Maps; otherwise MapLibre with the configured OpenStreetMap style, loaded
// after the first cards are on screen. A live map that fails (no WebGL, style or tiles unreachable,
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

/** Starts the live map once the browser has painted the cards and has a moment to spare. */
function useAfterFirstPaint(enabled: boolean): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!enabled || ready) return;
    const idle = window.requestIdleCallback?.(() => setReady(true), { timeout: 1500 });
    const timer = idle === undefined ? window.setTimeout(() => setReady(true), 200) : undefined;
    return () => {
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
  const started = useAfterFirstPaint(wanted);

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
