// GET /api/places/autocomplete?input=Berl&lang=de: place suggestions in the spec's Suggestion shape,
// from the bundled gazetteer.
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { suggestLocations } from "~/planning/places/gazetteer";
import { apiError } from "~/utils/http.server";

const regionNames = {
  en: new Intl.DisplayNames(["en"], { type: "region" }),
  de: new Intl.DisplayNames(["de"], { type: "region" }),
};

export function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const input = (params.get("input") ?? "").trim().slice(0, 100);
  const regions = params.get("lang") === "de" ? regionNames.de : regionNames.en;
  if (!input) return apiError(400, "invalid-request", "Send ?input= with at least one character.");
  const suggestions = suggestLocations(input, 8).map((place) => {
    const country = regions.of(place.country) ?? place.country;
    return {
      place_id: `gazetteer:${place.label}:${place.country}`,
      description: `${place.label}, ${country}`,
      structured_formatting: { main_text: place.label, secondary_text: country },
      types: ["locality"],
      geometry: { location: { lat: place.lat, lng: place.lng } },
    };
  });
  return json({ suggestions }, { headers: { "Cache-Control": "public, max-age=3600" } });
}
