// What the online place sources (OpenStreetMap, Google) share: the places of recent answers, so swaps
// and hours checks of fresh plans need no request; one place by id that survives an outage; and
// geocoding through the configured geocoder.
import {
  PlacesUnavailableError,
  type CandidateQuery,
  type Geocoder,
  type Place,
  type PlaceSource,
  type PlaceSourceName,
} from "~/planning/places/place";
import type { ResolvedLocation } from "~/planning/places/place";

const RECENT_LIMIT = 5000;

export abstract class OnlinePlaceSource implements PlaceSource {
  abstract readonly name: PlaceSourceName;
  private readonly recent = new Map<string, Place>();

  constructor(private readonly geocoder: Geocoder | undefined) {}

  abstract candidates(query: CandidateQuery): Promise<Place[]>;

  /** The place behind one of this source's ids, from the provider (or its cache); null when unknown. */
  protected abstract lookUp(sourceId: string): Promise<Place | null>;

  async place(sourceId: string): Promise<Place | null> {
    const known = this.recent.get(sourceId);
    if (known) return known;
    try {
      const place = await this.lookUp(sourceId);
      if (place) this.remember(place);
      return place;
    } catch (error) {
      // Callers keep what they stored about the place; an outage must not break a saved plan.
      if (error instanceof PlacesUnavailableError) return null;
      throw error;
    }
  }

  async geocode(text: string): Promise<ResolvedLocation | null> {
    return this.geocoder ? this.geocoder.geocode(text) : null;
  }

  async locate(placeId: string): Promise<ResolvedLocation | null> {
    return (await this.geocoder?.locate?.(placeId)) ?? null;
  }

  protected remember(place: Place) {
    this.recent.delete(place.sourceId);
    this.recent.set(place.sourceId, place);
    if (this.recent.size > RECENT_LIMIT) this.recent.delete(this.recent.keys().next().value!);
  }
}
