// The offline map: an SVG sketch of the route drawn from the places' coordinates, numbered stops in
// order with the legs between them. The spec's purple card stands in when even that is impossible.
import { MapPin, Navigation } from "lucide-react";
import { useTranslation } from "~/i18n/translations";

type Point = { lat: number; lng: number };
type Stop = { name: string; coordinates: Point };

const WIDTH = 400;
const HEIGHT = 260;
const PAD = 34;

const TRAVEL_MODE: Record<string, string> = {
  walking: "walking",
  bike: "bicycling",
  public_transport: "transit",
  car: "driving",
};

const at = (p: Point) => `${p.lat},${p.lng}`;

/** A directions link for the device's map app, through every stop in order. */
export function routeUrl(stops: Stop[], transportation: string): string {
  const params = new URLSearchParams({
    api: "1",
    origin: at(stops[0].coordinates),
    destination: at(stops.at(-1)!.coordinates),
    travelmode: TRAVEL_MODE[transportation] ?? "walking",
  });
  if (stops.length > 2)
    params.set(
      "waypoints",
      stops
        .slice(1, -1)
        .map((s) => at(s.coordinates))
        .join("|"),
    );
  return `https://www.google.com/maps/dir/?${params}`;
}

export function directionsUrl(p: Point): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(at(p))}`;
}

function project(points: Point[]) {
  const meanLat = points.reduce((s, p) => s + p.lat, 0) / points.length;
  const k = Math.cos((meanLat * Math.PI) / 180);
  const xs = points.map((p) => p.lng * k);
  const ys = points.map((p) => -p.lat);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const scale = Math.min(
    (WIDTH - 2 * PAD) / Math.max(maxX - minX, 1e-4),
    (HEIGHT - 2 * PAD) / Math.max(maxY - minY, 1e-4),
  );
  const offsetX = (WIDTH - (maxX - minX) * scale) / 2;
  const offsetY = (HEIGHT - (maxY - minY) * scale) / 2;
  return points.map((p) => ({ x: offsetX + (p.lng * k - minX) * scale, y: offsetY + (-p.lat - minY) * scale }));
}

export function RouteSketch({
  stops,
  location,
  transportation,
}: {
  stops: Stop[];
  location: string;
  transportation: string;
}) {
  const { t } = useTranslation("planner");
  const usable = stops.filter((s) => Number.isFinite(s.coordinates?.lat) && Number.isFinite(s.coordinates?.lng));
  if (!usable.length) {
    return (
      <div className="flex items-center gap-3 rounded-2xl bg-violet-700 p-5 text-white">
        <MapPin aria-hidden className="h-8 w-8 shrink-0" />
        <div>
          <p className="font-bold">{t("map.fallbackTitle", { location })}</p>
          <p className="text-sm text-violet-100">{t("map.fallbackStops", { count: stops.length })}</p>
        </div>
      </div>
    );
  }
  const points = project(usable.map((s) => s.coordinates));
  const label = `${t("map.label")}: ${usable.map((s, i) => `${i + 1}. ${s.name}`).join(", ")}`;
  return (
    <figure className="overflow-hidden rounded-2xl bg-white shadow ring-1 ring-violet-100">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={label}
        className="block h-auto w-full bg-[#eef2f7]"
      >
        <defs>
          <pattern id="sketch-grid" width="20" height="20" patternUnits="userSpaceOnUse">
            <path d="M20 0H0V20" fill="none" stroke="#dbe3ee" strokeWidth="1" />
          </pattern>
          <marker
            id="sketch-arrow"
            viewBox="0 0 10 10"
            refX="8"
            refY="5"
            markerWidth="6"
            markerHeight="6"
            orient="auto-start-reverse"
          >
            <path d="M0 0L10 5L0 10z" fill="#6d28d9" />
          </marker>
        </defs>
        <rect width={WIDTH} height={HEIGHT} fill="url(#sketch-grid)" />
        {points.slice(1).map((p, i) => {
          const from = points[i];
          const dx = p.x - from.x;
          const dy = p.y - from.y;
          const len = Math.hypot(dx, dy) || 1;
          const trim = Math.min(14, len / 3);
          return (
            <line
              key={i}
              x1={from.x + (dx / len) * trim}
              y1={from.y + (dy / len) * trim}
              x2={p.x - (dx / len) * trim}
              y2={p.y - (dy / len) * trim}
              stroke="#6d28d9"
              strokeWidth="3"
              strokeDasharray="6 5"
              strokeLinecap="round"
              markerEnd="url(#sketch-arrow)"
            />
          );
        })}
        {points.map((p, i) => (
          <g key={i}>
            <title>{`${i + 1}. ${usable[i].name}`}</title>
            <circle cx={p.x} cy={p.y} r="12" fill="#6d28d9" stroke="#fff" strokeWidth="3" />
            <text x={p.x} y={p.y + 4.5} textAnchor="middle" fontSize="13" fontWeight="700" fill="#fff">
              {i + 1}
            </text>
          </g>
        ))}
      </svg>
      <figcaption className="flex items-center justify-between gap-2 px-4 py-2 text-sm text-slate-700">
        <span>{t("map.sketchNote")}</span>
        <a
          href={routeUrl(usable, transportation)}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 font-semibold text-violet-800 hover:underline"
        >
          <Navigation aria-hidden className="h-4 w-4" />
          {t("map.openInMaps")}
        </a>
      </figcaption>
    </figure>
  );
}
