// The names a place goes by where it lies: its neighbourhood ("Altstadt (Paradeplatz)", "Schwabing / Lehel")
// and the parts of its address ("…, Brooklyn, NY 11201" names its borough), as normalised keys.
import { keysOf } from "./gazetteer/normalize";
import type { Place } from "./place";

/** "Altstadt (Paradeplatz)", "Schwabing / Lehel": the names an address's neighbourhood is made of. */
function namesOf(neighbourhood: string): string[] {
  return neighbourhood
    .split(/[/(),]/)
    .map((part) => part.trim())
    .filter(Boolean);
}

const placeKeys = new WeakMap<Pick<Place, "neighbourhood" | "address">, readonly string[]>();

/** The keys of every name a place's neighbourhood and address give it, worked out once per place. */
export function areaKeysOf(place: Pick<Place, "neighbourhood" | "address">): readonly string[] {
  let keys = placeKeys.get(place);
  if (!keys) {
    const names = [...namesOf(place.neighbourhood ?? ""), ...place.address.split(",").map((part) => part.trim())];
    placeKeys.set(place, (keys = names.flatMap(keysOf)));
  }
  return keys;
}
