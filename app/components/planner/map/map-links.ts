// Links into the device's map app: the whole route through every stop, or directions to one place.

type Point = { lat: number; lng: number };

const TRAVEL_MODE: Record<string, string> = {
  walking: "walking",
  bike: "bicycling",
  public_transport: "transit",
  car: "driving",
};

const at = (p: Point) => `${p.lat},${p.lng}`;

/** A directions link for the device's map app, through every stop in order. */
export function routeUrl(stops: readonly { coordinates: Point }[], transportation: string): string {
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

/** Directions to one place's coordinates. */
export function directionsUrl(p: Point): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(at(p))}`;
}
