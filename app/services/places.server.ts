// The place source in use. The bundled catalog is the offline default; online sources switch on through
// configuration (PLACES_SOURCE) as they are added.
import { CatalogSource } from "~/planning/places/catalog";
import type { PlaceSource } from "~/planning/places/place";

let source: PlaceSource | undefined;

export function placeSource(): PlaceSource {
  source ??= new CatalogSource();
  return source;
}
