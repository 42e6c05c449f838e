// The login page's background: a real map (MapLibre with the configured style, still, behind the form)
// centred on the browser's location when it shares one within 5 seconds, else on a default view; while
// it loads, and where it cannot (no style configured, no WebGL, tiles unreachable), a calm wash of colour.
// Decorative: hidden from screen readers, never clickable; the location stays in the browser.
import { useEffect, useRef, useState } from "react";
import { createMap, namesOsm, OSM_CREDIT, styleCredits } from "~/components/planner/map/load-maplibre";
import { useRootData } from "~/components/use-root-data";

const LOCATION_TIMEOUT_MS = 5000;
/** The default view: central Berlin, where Amble began. */
const DEFAULT_VIEW = { lat: 52.5163, lng: 13.3777 };
const ZOOM = 13;

type LatLng = { lat: number; lng: number };

const CALM =
  "radial-gradient(circle at 18% 28%, rgb(196 181 253 / 0.55), transparent 45%), " +
  "radial-gradient(circle at 82% 18%, rgb(253 230 138 / 0.45), transparent 40%), " +
  "radial-gradient(circle at 62% 85%, rgb(186 230 253 / 0.5), transparent 45%), #f5f3ff";

/** The browser's position if it shares one in time; null otherwise; undefined while asking. */
function useLocation(): LatLng | null | undefined {
  const [here, setHere] = useState<LatLng | null | undefined>(undefined);
  useEffect(() => {
    if (!("geolocation" in navigator)) return setHere(null);
    // The browser's own timeout does not count the time its permission question stays open.
    const gaveUp = window.setTimeout(() => setHere((h) => (h === undefined ? null : h)), LOCATION_TIMEOUT_MS);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => setHere({ lat: coords.latitude, lng: coords.longitude }),
      () => setHere((h) => h ?? null),
      { timeout: LOCATION_TIMEOUT_MS, maximumAge: 600_000 },
    );
    return () => window.clearTimeout(gaveUp);
  }, []);
  return here;
}

/** The style's credits as plain text (they are shown, not clicked, behind the form). */
function creditsOf(html: string[]): string {
  const text = html.map((h) => new DOMParser().parseFromString(h, "text/html").body.textContent?.trim() ?? "");
  return [...new Set(text.filter(Boolean))].join(" · ");
}

function BackdropMap({ styleUrl, center, onFail }: { styleUrl: string; center: LatLng; onFail: () => void }) {
  const container = useRef<HTMLDivElement>(null);
  const [credits, setCredits] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const moveTo = useRef<((to: LatLng) => void) | null>(null);
  const reportFailure = useRef(onFail);
  reportFailure.current = onFail;

  useEffect(() => {
    const removeMap = createMap(
      container,
      { style: styleUrl, center: [center.lng, center.lat], zoom: ZOOM, interactive: false, attributionControl: false },
      {
        onCreated: (map) => {
          moveTo.current = (to) => map.jumpTo({ center: [to.lng, to.lat] });
        },
        onDrawn: (_, map) => {
          const text = creditsOf(styleCredits(map));
          setCredits(namesOsm(text) ? text : [text, OSM_CREDIT].filter(Boolean).join(" · "));
        },
        onFail: () => {
          setFailed(true);
          reportFailure.current();
        },
      },
    );
    return () => {
      removeMap();
      moveTo.current = null;
    };
    // One map per style; a later position moves it (below).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [styleUrl]);

  useEffect(() => moveTo.current?.(center), [center]);

  if (failed) return null;
  return (
    <>
      <div
        ref={container}
        data-backdrop-map={credits ? "drawn" : "loading"}
        className={`absolute inset-0 transition-opacity duration-700 ${credits ? "opacity-60" : "opacity-0"}`}
      />
      {credits ? (
        <p className="absolute bottom-2 right-3 rounded bg-white/80 px-1.5 text-[10px] text-slate-700">{credits}</p>
      ) : null}
    </>
  );
}

export function LoginMapBackdrop() {
  const styleUrl = useRootData()?.mapStyleUrl ?? null;
  const here = useLocation();
  const [failed, setFailed] = useState(false);
  return (
    <div
      aria-hidden
      data-backdrop={!styleUrl || failed ? "calm" : "map"}
      className="pointer-events-none absolute inset-x-0 -top-4 h-[28rem] overflow-hidden rounded-3xl"
      style={{ background: CALM }}
    >
      {styleUrl && here !== undefined && !failed ? (
        <BackdropMap styleUrl={styleUrl} center={here ?? DEFAULT_VIEW} onFail={() => setFailed(true)} />
      ) : null}
      {here ? (
        <div className="absolute left-1/2 top-1/2 h-4 w-4 -translate-x-1/2 -translate-y-1/2 rounded-full bg-violet-600 ring-8 ring-violet-300/50" />
      ) : null}
    </div>
  );
}
