// Distances and travel times per transport mode, at city scale.
import type { Transport } from "./request";

type Point = { lat: number; lng: number };

const EARTH_KM = 6371;
const RAD = Math.PI / 180;

export function distanceKm(a: Point, b: Point): number {
  const dLat = (b.lat - a.lat) * RAD;
  const dLng = (b.lng - a.lng) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * How far from the start Amble looks for places, per mode (issue #3): a walk stays in the
 * neighbourhood, a car may cross the city.
 */
export const SEARCH_RADIUS_KM: Record<Transport, number> = {
  walking: 1.5,
  bike: 4,
  public_transport: 8,
  car: 20,
};

/** Speed on the road network, a detour factor from straight-line distance, and fixed overhead. */
const MODES: Record<Transport, { kmh: number; detour: number; overheadMin: number; minMin: number }> = {
  walking: { kmh: 4.5, detour: 1.3, overheadMin: 0, minMin: 3 },
  bike: { kmh: 14, detour: 1.3, overheadMin: 2, minMin: 5 },
  // Walk to the stop, wait, ride: slow for short hops, fast across town.
  public_transport: { kmh: 20, detour: 1.35, overheadMin: 8, minMin: 10 },
  // City traffic plus finding a parking space.
  car: { kmh: 24, detour: 1.4, overheadMin: 8, minMin: 10 },
};

/**
 * Hops shorter than this are walked by anyone going by car or public transport, as locals would: nobody
 * parks twice or waits for a tram to cover 800 m. (A bike comes along, so it is ridden.)
 */
export const WALKED_ANYWAY_KM = 1;

/** Door-to-door minutes, rounded up to 5, the way the leg is actually travelled (`legMode`). */
export function travelMinutes(from: Point, to: Point, mode: Transport): number {
  const km = distanceKm(from, to);
  return legMinutes(km, legModeOver(km, mode));
}

function legMinutes(km: number, mode: Transport): number {
  const m = MODES[mode];
  const minutes = Math.max(m.minMin, (km * m.detour * 60) / m.kmh + m.overheadMin);
  return Math.ceil(minutes / 5) * 5;
}

/** Which way the leg is actually travelled: a hop under a kilometre, or one as quick on foot, is walked. */
export function legMode(from: Point, to: Point, mode: Transport): Transport {
  return legModeOver(distanceKm(from, to), mode);
}

function legModeOver(km: number, mode: Transport): Transport {
  if (mode !== "public_transport" && mode !== "car") return mode;
  return km < WALKED_ANYWAY_KM || legMinutes(km, "walking") <= legMinutes(km, mode) ? "walking" : mode;
}
