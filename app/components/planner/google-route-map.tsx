// Google Maps for the route (client-only, loaded lazily): numbered markers, zoom 14 for a single stop,
// otherwise fitted to all stops with 60 px padding (SPEC §9).
import { APIProvider, Map, Marker, useMap } from "@vis.gl/react-google-maps";
import { useEffect } from "react";
import { useTranslation } from "~/i18n/translations";

type Stop = { name: string; coordinates: { lat: number; lng: number } };

export const MAP_ZOOM = 14;
export const FIT_PADDING = 60;

function FitToStops({ stops }: { stops: Stop[] }) {
  const map = useMap();
  useEffect(() => {
    if (!map || stops.length < 2) return;
    const bounds = new google.maps.LatLngBounds();
    for (const s of stops) bounds.extend(s.coordinates);
    map.fitBounds(bounds, FIT_PADDING);
  }, [map, stops]);
  return null;
}

export default function GoogleRouteMap({
  apiKey,
  stops,
  onError,
}: {
  apiKey: string;
  stops: Stop[];
  onError: () => void;
}) {
  const { t, i18n } = useTranslation("planner");
  return (
    <div
      className="h-72 overflow-hidden rounded-2xl shadow ring-1 ring-violet-100"
      role="region"
      aria-label={t("map.label")}
    >
      <APIProvider apiKey={apiKey} language={i18n.language} onError={onError}>
        <Map
          defaultCenter={stops[0].coordinates}
          defaultZoom={MAP_ZOOM}
          gestureHandling="cooperative"
          disableDefaultUI={false}
        >
          {stops.map((s, i) => (
            <Marker
              key={`${s.name}-${i}`}
              position={s.coordinates}
              label={String(i + 1)}
              title={`${i + 1}. ${s.name}`}
            />
          ))}
          <FitToStops stops={stops} />
        </Map>
      </APIProvider>
    </div>
  );
}
