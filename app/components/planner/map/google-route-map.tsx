// Google Maps for the route (client-only, loaded lazily, with a key): numbered markers tied to the cards,
// the route as a line in stop order, zoom 14 for a single stop, otherwise fitted to all stops with 60 px
// padding. Reports `onReady` once its tiles are drawn.
import { APIProvider, Map, Marker, useMap } from "@vis.gl/react-google-maps";
import { useEffect } from "react";
import { useTranslation } from "~/i18n/translations";
import { FIT_PADDING, MAP_ZOOM, ROUTE_COLOR } from "./map-view";
import { stopKey, useStopSelection, type Stop } from "./stop-selection";

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

function RouteLine({ stops }: { stops: Stop[] }) {
  const map = useMap();
  useEffect(() => {
    if (!map) return;
    const line = new google.maps.Polyline({
      path: stops.map((s) => s.coordinates),
      strokeColor: ROUTE_COLOR,
      strokeOpacity: 0.9,
      strokeWeight: 4,
      map,
    });
    return () => line.setMap(null);
  }, [map, stops]);
  return null;
}

/** A stop chosen on a card is brought into view. */
function FollowSelection({ stops }: { stops: Stop[] }) {
  const map = useMap();
  const { selected } = useStopSelection();
  useEffect(() => {
    const stop = stops.find((s) => stopKey(s) === selected.key);
    if (!map || !stop || selected.from !== "card") return;
    if (!map.getBounds()?.contains(stop.coordinates)) map.panTo(stop.coordinates);
  }, [map, selected, stops]);
  return null;
}

export default function GoogleRouteMap({
  apiKey,
  stops,
  onReady,
  onError,
}: {
  apiKey: string;
  stops: Stop[];
  onReady: () => void;
  onError: () => void;
}) {
  const { t, i18n } = useTranslation("places");
  const { selected, select } = useStopSelection();
  return (
    <APIProvider apiKey={apiKey} language={i18n.language} onError={onError}>
      <Map
        defaultCenter={stops[0].coordinates}
        defaultZoom={MAP_ZOOM}
        gestureHandling="cooperative"
        disableDefaultUI={false}
        onTilesLoaded={onReady}
        className="h-full w-full"
      >
        {stops.map((s, i) => (
          <Marker
            key={`${s.name}-${i}`}
            position={s.coordinates}
            label={{ text: String(i + 1), color: "#ffffff", fontWeight: "700" }}
            title={t("map.stop", { number: i + 1, name: s.name })}
            zIndex={stopKey(s) === selected.key ? 2 : 1}
            opacity={selected.key === null || stopKey(s) === selected.key ? 1 : 0.75}
            onClick={() => select(s, "pin")}
          />
        ))}
        <RouteLine stops={stops} />
        <FitToStops stops={stops} />
        <FollowSelection stops={stops} />
      </Map>
    </APIProvider>
  );
}
