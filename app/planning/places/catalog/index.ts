// The bundled catalog: curated real places for the cities Amble covers offline (README.md here).
import { CatalogCitySchema, type CatalogCity, type CandidateQuery, type Place, type PlaceSource } from "../place";
import { toEuro } from "../../money";
import { distanceKm } from "../../travel";
import berlin from "./cities/berlin.json";
import hamburg from "./cities/hamburg.json";
import london from "./cities/london.json";
import munich from "./cities/munich.json";
import newYork from "./cities/new-york.json";
import paris from "./cities/paris.json";
import vienna from "./cities/vienna.json";
import zurich from "./cities/zurich.json";

const RAW_CITIES: unknown[] = [berlin, munich, hamburg, vienna, zurich, london, paris, newYork];

export const CATALOG_CITIES: CatalogCity[] = RAW_CITIES.map((raw) => CatalogCitySchema.parse(raw));

function toPlace(city: CatalogCity["city"], p: CatalogCity["places"][number]): Place {
  return {
    source: "catalog",
    sourceId: p.id,
    name: p.name,
    nameDe: p.nameDe ?? null,
    category: p.category,
    lat: p.lat,
    lng: p.lng,
    neighbourhood: p.neighbourhood,
    address: p.address,
    priceLevel: p.priceLevel,
    // The catalog prices in the city's currency; the engine compares in euro.
    spend: Math.round(toEuro(p.spend, city.currency)),
    localSpend: p.spend,
    currency: city.currency,
    openingHours: p.openingHours,
    vibes: p.vibes,
    kids: p.kids,
    setting: p.setting,
    occasions: p.occasions,
    meals: p.meals,
    visitMinutes: p.visitMinutes,
    bookingAdvised: p.bookingAdvised,
    description: p.description,
    tip: p.tip,
    tipWhen: p.tipWhen ?? null,
    tips: p.tips ?? [],
    tags: p.tags ?? [],
    seatingHours: p.seatingHours ?? null,
    website: p.website ?? null,
    bookingUrl: p.bookingUrl ?? null,
    country: city.country,
    timeZone: city.timeZone,
  };
}

const ALL_PLACES: Place[] = CATALOG_CITIES.flatMap((c) => c.places.map((p) => toPlace(c.city, p)));
const BY_ID = new Map(ALL_PLACES.map((p) => [p.sourceId, p]));

export class CatalogSource implements PlaceSource {
  readonly name = "catalog" as const;

  async candidates(query: CandidateQuery): Promise<Place[]> {
    return catalogCandidates(query);
  }

  async place(sourceId: string): Promise<Place | null> {
    return BY_ID.get(sourceId) ?? null;
  }
}

/** Synchronous form, for the benchmark and the CLI's hot loop. */
export function catalogCandidates(query: CandidateQuery): Place[] {
  return ALL_PLACES.filter((p) => distanceKm(query.center, p) <= query.radiusKm);
}

/** The catalog city whose centre is within 30 km, if any. */
export function catalogCityNear(point: { lat: number; lng: number }): CatalogCity["city"] | null {
  return CATALOG_CITIES.find((c) => distanceKm(point, c.city) <= 30)?.city ?? null;
}
