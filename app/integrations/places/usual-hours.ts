// Usual hours where a place's source is silent: when a place of its kind is typically open, per weekday
// and season, as a local would guess them (no bar before late afternoon, restaurants at lunch and dinner,
// cafés from the morning, ice cream not on winter mornings, beer gardens in summer). Every rule carries
// `unknown "usual hours"` (hours.ts), so such a visit is planned only when the kind is usually open and is
// always shown as "usual hours, not confirmed", never verified. Outdoor places that never close (parks,
// viewpoints) get none.
import { USUAL_HOURS_NOTE } from "~/planning/usual-hours";
import type { ProfileName } from "./profiles";

const USUAL: Partial<Record<ProfileName, string[]>> = {
  restaurant: ["Mo-Su 11:30-14:30,17:30-22:00"],
  cheap_eats: ["Mo-Su 11:00-22:00"],
  cafe: ["Mo-Sa 08:00-18:00", "Su 09:00-18:00"],
  ice_cream: ["Apr-Sep Mo-Su 11:00-21:00", "Oct-Mar Mo-Su 13:00-18:00"],
  bar: ["Mo-Th 18:00-24:00", "Fr,Sa 18:00-01:00", "Su 18:00-23:00"],
  pub: ["Mo-Th 16:00-24:00", "Fr,Sa 16:00-01:00", "Su 15:00-23:00"],
  sports_bar: ["Mo-Th 16:00-24:00", "Fr,Sa 16:00-01:00", "Su 15:00-23:00"],
  wine_tavern: ["Apr-Oct Mo-Su 12:00-22:00", "Nov-Mar Fr-Su 15:00-22:00"],
  wine_restaurant: ["Mo-Su 11:30-14:30,17:30-22:00"],
  biergarten: ["Apr-Sep Mo-Su 11:00-22:00"],
  nightclub: ["Fr,Sa 22:00-04:00"],
  music_venue: ["Mo-Su 19:00-23:00"],
  cinema: ["Mo-Su 14:00-23:00"],
  theatre: ["Tu-Su 19:00-22:30"],
  arts_centre: ["Tu-Su 11:00-19:00"],
  museum: ["Tu-Su 10:00-17:00"],
  gallery: ["Tu-Sa 11:00-18:00"],
  zoo: ["Apr-Sep Mo-Su 09:00-18:00", "Oct-Mar Mo-Su 09:00-16:30"],
  aquarium: ["Mo-Su 10:00-18:00"],
  escape_room: ["Mo-Su 12:00-22:00"],
  bowling: ["Mo-Su 14:00-23:00"],
  climbing: ["Mo-Su 10:00-22:00"],
  amusement: ["Mo-Su 10:00-20:00"],
  spa: ["Mo-Su 10:00-22:00"],
  market: ["Sa 08:00-13:00"],
};

/** OSM-syntax usual hours for a kind of place, each rule marked uncertain; null where none apply. */
export function usualHours(kind: ProfileName): string | null {
  const rules = USUAL[kind];
  return rules ? rules.map((rule) => `${rule} unknown "${USUAL_HOURS_NOTE}"`).join("; ") : null;
}
