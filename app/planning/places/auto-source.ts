// PLACES_SOURCE=auto: the curated catalog wherever it has enough places near the start, an online source
// (OpenStreetMap, or Google Places with a key) everywhere else. While the online source is unreachable,
// starts near a catalog city still plan from the catalog; elsewhere the planner says which cities it covers.
import { catalogCandidates, catalogCityNear, CatalogSource } from "./catalog";
import {
  PlacesUnavailableError,
  type CandidateQuery,
  type LatLng,
  type Place,
  type PlaceSource,
  type ResolvedLocation,
} from "./place";

/** Enough curated places for a plan and its swaps within public-transport reach of the start. */
const COVERAGE = { places: 20, radiusKm: 5 };

/** Whether the catalog plans here: the dense part of a catalog city (Kreuzberg yes, Spandau no). */
export function catalogCovers(point: LatLng): boolean {
  return (
    catalogCandidates({ center: point, radiusKm: COVERAGE.radiusKm, timeZone: "", country: "" }).length >=
    COVERAGE.places
  );
}

export class AutoPlaceSource implements PlaceSource {
  readonly name = "auto" as const;
  private readonly catalog = new CatalogSource();

  constructor(private readonly online: PlaceSource) {}

  async candidates(query: CandidateQuery): Promise<Place[]> {
    if (catalogCovers(query.center)) return this.catalog.candidates(query);
    try {
      return await this.online.candidates(query);
    } catch (error) {
      if (error instanceof PlacesUnavailableError && catalogCityNear(query.center))
        return this.catalog.candidates(query);
      throw error;
    }
  }

  /** Online ids carry their provider ("osm:node/1", "google:…"); catalog ids never have a colon. */
  async place(sourceId: string): Promise<Place | null> {
    return sourceId.includes(":") ? this.online.place(sourceId) : this.catalog.place(sourceId);
  }

  /** A town the gazetteer lacks; when the geocoder is unreachable the text counts as not found. */
  async geocode(text: string): Promise<ResolvedLocation | null> {
    return this.unlessUnavailable(() => this.online.geocode?.(text));
  }

  async locate(placeId: string): Promise<ResolvedLocation | null> {
    return this.unlessUnavailable(() => this.online.locate?.(placeId));
  }

  private async unlessUnavailable(ask: () => Promise<ResolvedLocation | null> | undefined) {
    try {
      return (await ask()) ?? null;
    } catch (error) {
      if (error instanceof PlacesUnavailableError) return null;
      throw error;
    }
  }
}
