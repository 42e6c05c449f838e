// The offline map: an SVG sketch of the route drawn from the places' coordinates, numbered stops in
// order with the legs between them, and names where they fit. It is what shows without JavaScript, while
// a live map loads and when none can. The spec's purple card stands in when even that is impossible.
import { MapPin, Navigation } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/translations";
import { routeUrl } from "./map-links";
import {
  LABEL_FONT,
  LABEL_LINE,
  MARKER_RADIUS,
  SKETCH_SIZES,
  sketchLayout,
  type Point,
  type SketchSize,
} from "./sketch-layout";

type Stop = { name: string; coordinates: Point };

const ROUTE = "#6d28d9";
const LAND = "#eef2f7";

export const hasCoordinates = (s: Stop) => Number.isFinite(s.coordinates?.lat) && Number.isFinite(s.coordinates?.lng);

/** The route as a picture, laid out once for a phone's frame and once for a wider one (CSS shows the one
 *  that fits, also without JavaScript), so names keep about the page's text size; for screen readers, the
 *  stops in order. */
export function SketchDrawing({ stops, selected = null }: { stops: Stop[]; selected?: number | null }) {
  const { t } = useTranslation("planner");
  const label = `${t("map.label")}: ${stops.map((s, i) => `${i + 1}. ${s.name}`).join(", ")}`;
  return (
    <>
      <Drawing stops={stops} selected={selected} label={label} size={SKETCH_SIZES.phone} className="sm:hidden" />
      <Drawing stops={stops} selected={selected} label={label} size={SKETCH_SIZES.wide} className="max-sm:hidden" />
    </>
  );
}

function Drawing({
  stops,
  selected,
  label,
  size,
  className,
}: {
  stops: Stop[];
  selected: number | null;
  label: string;
  size: SketchSize;
  className: string;
}) {
  const { markers, labels, legs } = sketchLayout(
    stops.map((s) => s.coordinates),
    stops.map((s) => s.name),
    size,
  );
  return (
    <svg
      viewBox={`0 0 ${size.width} ${size.height}`}
      preserveAspectRatio="xMidYMid meet"
      role="img"
      aria-label={label}
      data-sketch={size === SKETCH_SIZES.phone ? "phone" : "wide"}
      // Said on the drawing itself: the screenshot share renders it as a standalone image, without the page's CSS.
      fontFamily='"Inter Variable", "Inter Fallback", Arial, sans-serif'
      className={`block h-full w-full ${className}`}
    >
      <defs>
        <path id="sketch-arrowhead" d="M-5 -4.5L5 0L-5 4.5z" />
      </defs>
      {legs.map((leg, i) => (
        <g key={`leg-${i}`}>
          <line
            x1={leg.x1}
            y1={leg.y1}
            x2={leg.x2}
            y2={leg.y2}
            stroke={ROUTE}
            strokeWidth="2.5"
            strokeDasharray="5 4"
            strokeLinecap="round"
          />
          {leg.arrow ? (
            <use
              href="#sketch-arrowhead"
              fill={ROUTE}
              transform={`translate(${leg.arrow.x} ${leg.arrow.y}) rotate(${leg.arrow.angle})`}
            />
          ) : null}
        </g>
      ))}
      {markers.map((m, i) =>
        m.moved ? (
          // Pushed aside to stay readable: a hairline and a dot keep the true spot.
          <g key={`true-${i}`} aria-hidden>
            <line x1={m.trueX} y1={m.trueY} x2={m.x} y2={m.y} stroke={ROUTE} strokeWidth="1" opacity="0.5" />
            <circle cx={m.trueX} cy={m.trueY} r="2.5" fill={ROUTE} />
          </g>
        ) : null,
      )}
      {labels.map((l, i) =>
        l ? (
          <text
            key={`label-${i}`}
            x={l.x}
            y={l.y}
            textAnchor={l.anchor}
            fontSize={LABEL_FONT}
            fontWeight="600"
            fill="#1e1b4b"
            stroke={LAND}
            strokeWidth="3"
            paintOrder="stroke"
            data-sketch-label
          >
            {l.lines.map((line, j) => (
              <tspan key={j} x={l.x} dy={j === 0 ? 0 : LABEL_LINE}>
                {line}
              </tspan>
            ))}
          </text>
        ) : null,
      )}
      {markers.map((m, i) => (
        <g key={`stop-${i}`} data-stop-marker={i + 1}>
          <circle
            cx={m.x}
            cy={m.y}
            r={MARKER_RADIUS}
            fill={selected === i ? "#f59e0b" : ROUTE}
            stroke="#fff"
            strokeWidth="2.5"
          />
          <text x={m.x} y={m.y + 4} textAnchor="middle" fontSize="12" fontWeight="700" fill="#fff">
            {i + 1}
          </text>
        </g>
      ))}
    </svg>
  );
}

/** The map's frame: the same height for the sketch and the live map, and the link into a map app. */
export function MapFrame({
  stops,
  transportation,
  note,
  state,
  children,
}: {
  stops: Stop[];
  transportation: string;
  /** Said under the drawing (the sketch explains itself; a live map carries its own credits). */
  note: string | null;
  /** For styling and tests: which map is on screen ("failed": the sketch, after a live map could not load). */
  state: "sketch" | "loading" | "live" | "failed";
  children: ReactNode;
}) {
  const { t } = useTranslation("planner");
  return (
    <figure data-map={state} className="overflow-hidden rounded-2xl bg-white shadow ring-1 ring-violet-100">
      <div className="relative h-52 sm:h-72" style={{ backgroundColor: LAND }}>
        {children}
      </div>
      <figcaption className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 py-2 text-sm text-slate-700">
        {/* On a phone the caption keeps to one line: the drawing shows it is a sketch, screen readers hear it. */}
        {note ? <span className="sr-only sm:not-sr-only">{note}</span> : <span />}
        <a
          href={routeUrl(stops, transportation)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-semibold text-violet-800 hover:underline"
        >
          <Navigation aria-hidden className="h-4 w-4" />
          {t("map.openInMaps")}
        </a>
      </figcaption>
    </figure>
  );
}

/** When no stop has coordinates: where the plan starts and how many stops it has. */
export function MapFallbackCard({ location, count }: { location: string; count: number }) {
  const { t } = useTranslation("planner");
  return (
    <div className="flex items-center gap-3 rounded-2xl bg-violet-700 p-5 text-white">
      <MapPin aria-hidden className="h-8 w-8 shrink-0" />
      <div>
        <p className="font-bold">{t("map.fallbackTitle", { location })}</p>
        <p className="text-sm text-violet-100">{t("map.fallbackStops", { count })}</p>
      </div>
    </div>
  );
}

export function RouteSketch({
  stops,
  location,
  transportation,
  selected = null,
}: {
  stops: Stop[];
  location: string;
  transportation: string;
  selected?: number | null;
}) {
  const { t } = useTranslation("planner");
  const usable = stops.filter(hasCoordinates);
  if (!usable.length) return <MapFallbackCard location={location} count={stops.length} />;
  return (
    <MapFrame stops={usable} transportation={transportation} note={t("map.sketchNote")} state="sketch">
      <SketchDrawing stops={usable} selected={selected} />
    </MapFrame>
  );
}
