// The route's map: Google Maps when a key is configured and the script loads; otherwise (and on the
// server, and while it loads) the offline route sketch.
import { lazy, Suspense, useState, type ComponentProps } from "react";
import { useRouteLoaderData } from "@remix-run/react";
import type { loader as rootLoader } from "~/root";
import { useHydrated } from "~/utils/use-hydrated";
import { RouteSketch } from "./route-sketch";

const GoogleRouteMap = lazy(() => import("./google-route-map"));

export function RouteMap(props: ComponentProps<typeof RouteSketch>) {
  const mapsKey = useRouteLoaderData<typeof rootLoader>("root")?.mapsKey ?? null;
  const hydrated = useHydrated();
  const [failed, setFailed] = useState(false);
  const sketch = <RouteSketch {...props} />;
  if (!mapsKey || !hydrated || failed || !props.stops.length) return sketch;
  return (
    <Suspense fallback={sketch}>
      <GoogleRouteMap apiKey={mapsKey} stops={props.stops} onError={() => setFailed(true)} />
    </Suspense>
  );
}
