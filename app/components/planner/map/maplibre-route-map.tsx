// The live route map without a Google key (client-only, loaded lazily): MapLibre GL with the configured
// OpenStreetMap-based style, the route as a line in stop order, and numbered pins that are buttons
// ("Stop 2: <name>") tied to the cards. It reports `onReady` once drawn; an error or no drawing within
// MAP_LOAD_TIMEOUT_MS reports `onFail`, and the sketch stays.
import type { GeoJSONSource, LngLatLike, Map as LiveMap, Marker } from "maplibre-gl";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/translations";
import { createMap, namesOsm, OSM_COPYRIGHT_URL, OSM_CREDIT, styleCredits, type MapLibre } from "./load-maplibre";
import { FIT_PADDING, MAP_ZOOM, ROUTE_COLOR } from "./map-view";
import { spreadMarkers } from "./sketch-layout";
import { stopKey, useStopSelection, type Stop } from "./stop-selection";

/** Added where the style does not credit OpenStreetMap itself. */
const OSM_CREDIT_LINK = `<a href="${OSM_COPYRIGHT_URL}" target="_blank" rel="noopener noreferrer">${OSM_CREDIT}</a>`;
const PIN_CLASS =
  "flex h-8 w-8 cursor-pointer items-center justify-center rounded-full border-2 border-white bg-violet-700 text-sm font-bold text-white shadow-md outline-offset-2 focus-visible:outline focus-visible:outline-2 focus-visible:outline-violet-900 aria-[current=true]:h-9 aria-[current=true]:w-9 aria-[current=true]:bg-amber-500 aria-[current=true]:text-slate-950 aria-[current=true]:ring-4 aria-[current=true]:ring-amber-300/70";

/** Pins (32 px) whose centres come closer than this are set apart, so none hides another. */
const PIN_GAP = 34;

const lngLat = (s: Stop): [number, number] => [s.coordinates.lng, s.coordinates.lat];

/** Sets pins that would overlap at this zoom apart on screen; each stays anchored to its own place. */
function spreadPins(map: LiveMap, pins: Marker[]) {
  const at = pins.map((pin) => map.project(pin.getLngLat()));
  const spread = spreadMarkers(at, PIN_GAP);
  pins.forEach((pin, i) => {
    const [dx, dy] = [Math.round(spread[i].x - at[i].x), Math.round(spread[i].y - at[i].y)];
    pin.setOffset([dx, dy]);
    // Where the pin was set apart to, for tests that find its place on the map.
    pin.getElement().dataset.offset = `${dx},${dy}`;
  });
}

type RouteLine = {
  type: "Feature";
  properties: Record<string, never>;
  geometry: { type: "LineString"; coordinates: [number, number][] };
};

function routeLine(stops: Stop[]): RouteLine {
  return { type: "Feature", properties: {}, geometry: { type: "LineString", coordinates: stops.map(lngLat) } };
}

/** The route's line, under the pins: a white casing and the route colour over it, in stop order. */
function drawRoute(map: LiveMap, stops: Stop[]) {
  const source = map.getSource<GeoJSONSource>("route");
  if (source) return void source.setData(routeLine(stops));
  map.addSource("route", { type: "geojson", data: routeLine(stops) });
  const layout = { "line-join": "round", "line-cap": "round" } as const;
  map.addLayer({
    id: "route-casing",
    type: "line",
    source: "route",
    layout,
    paint: { "line-color": "#ffffff", "line-width": 7 },
  });
  map.addLayer({
    id: "route",
    type: "line",
    source: "route",
    layout,
    paint: { "line-color": ROUTE_COLOR, "line-width": 4 },
  });
}

function frame(maplibre: MapLibre, map: LiveMap, stops: Stop[]) {
  if (stops.length === 1) return void map.jumpTo({ center: lngLat(stops[0]), zoom: MAP_ZOOM });
  const bounds = new maplibre.LngLatBounds();
  for (const s of stops) bounds.extend(lngLat(s));
  map.fitBounds(bounds, { padding: FIT_PADDING, maxZoom: 17, duration: 0 });
}

export default function MapLibreRouteMap({
  styleUrl,
  stops,
  label,
  onReady,
  onFail,
}: {
  styleUrl: string;
  stops: Stop[];
  /** What the map shows, for screen readers: the stops in order. */
  label: string;
  onReady: () => void;
  onFail: () => void;
}) {
  const { t } = useTranslation("places");
  const { selected, select } = useStopSelection();
  const container = useRef<HTMLDivElement>(null);
  const live = useRef<{ maplibre: MapLibre; map: LiveMap } | null>(null);
  const pins = useRef<Marker[]>([]);
  const [drawn, setDrawn] = useState(false);
  const report = useRef({ onReady, onFail });
  report.current = { onReady, onFail };
  const labelRef = useRef(label);
  labelRef.current = label;
  const first = stops[0] ? lngLat(stops[0]) : null;

  // One map per style: created once the library is here, given MAP_LOAD_TIMEOUT_MS to draw.
  useEffect(() => {
    if (!first) return;
    const removeMap = createMap(
      container,
      {
        style: styleUrl,
        center: first as LngLatLike,
        zoom: MAP_ZOOM,
        attributionControl: false,
        cooperativeGestures: true,
        // Keeps the picture readable for the plan's screenshot (share).
        canvasContextAttributes: { preserveDrawingBuffer: true },
        locale: {
          "NavigationControl.ZoomIn": t("map.ui.zoomIn"),
          "NavigationControl.ZoomOut": t("map.ui.zoomOut"),
          "AttributionControl.ToggleAttribution": t("map.ui.toggleAttribution"),
          "CooperativeGesturesHandler.WindowsHelpText": t("map.ui.windowsHelp"),
          "CooperativeGesturesHandler.MacHelpText": t("map.ui.macHelp"),
          "CooperativeGesturesHandler.MobileHelpText": t("map.ui.mobileHelp"),
        },
      },
      {
        onCreated: (map) => {
          const canvas = map.getCanvas();
          canvas.setAttribute("role", "img");
          canvas.setAttribute("aria-label", labelRef.current);
        },
        onDrawn: (maplibre, map) => {
          live.current = { maplibre, map };
          map.addControl(new maplibre.NavigationControl({ showCompass: false }), "top-right");
          // Distances on screen change with the zoom: the pins are set apart again.
          const respread = () => spreadPins(map, pins.current);
          map.on("zoomend", respread);
          map.on("resize", respread);
          map.addControl(
            new maplibre.AttributionControl({
              compact: true,
              customAttribution: styleCredits(map).some(namesOsm) ? undefined : OSM_CREDIT_LINK,
            }),
            "bottom-right",
          );
          setDrawn(true);
          report.current.onReady();
        },
        onFail: () => report.current.onFail(),
      },
    );
    return () => {
      removeMap();
      live.current = null;
      pins.current = [];
    };
    // The map is made once per style; stops and labels follow in the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [styleUrl, Boolean(first)]);

  // The route, pins and view follow the stops (they stream in one by one).
  const signature = stops.map((s) => `${s.name}@${s.coordinates.lat},${s.coordinates.lng}`).join("|");
  useEffect(() => {
    const current = live.current;
    if (!drawn || !current) return;
    const { maplibre, map } = current;
    map.getCanvas().setAttribute("aria-label", label);
    drawRoute(map, stops);
    for (const pin of pins.current) pin.remove();
    pins.current = stops.map((stop, i) => {
      const button = document.createElement("button");
      button.type = "button";
      button.className = PIN_CLASS;
      button.textContent = String(i + 1);
      button.setAttribute("aria-label", t("map.stop", { number: i + 1, name: stop.name }));
      button.dataset.stop = String(i + 1);
      button.addEventListener("click", (event) => {
        event.stopPropagation();
        select(stop, "pin");
      });
      return new maplibre.Marker({ element: button, anchor: "center" }).setLngLat(lngLat(stop)).addTo(map);
    });
    frame(maplibre, map, stops);
    spreadPins(map, pins.current);
    // `signature` stands for the stops; `select` and `t` are stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [drawn, signature, label]);

  // The highlighted stop: its pin stands out and on top; chosen on a card, it is brought into view.
  useEffect(() => {
    const current = live.current;
    if (!drawn || !current) return;
    pins.current.forEach((pin, i) => {
      const element = pin.getElement();
      const on = stops[i] !== undefined && stopKey(stops[i]) === selected.key;
      element.setAttribute("aria-current", on ? "true" : "false");
      element.style.zIndex = on ? "2" : "";
    });
    const stop = stops.find((s) => stopKey(s) === selected.key);
    if (stop && selected.from === "card" && !current.map.getBounds().contains(lngLat(stop))) {
      current.map.easeTo({ center: lngLat(stop), duration: 300 });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [drawn, selected, signature]);

  return <div ref={container} className="h-full w-full" data-live-map={drawn ? "drawn" : "loading"} />;
}
