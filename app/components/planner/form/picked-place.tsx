// The place picked from the address autocomplete travels with the form as hidden inputs ("place.id",
// "place.label", "place.lat", "place.lng": the request's `place`), so the server plans where the pick is
// without looking the text up again. A text edited after picking no longer matches its label, and the
// inputs go: the server then reads the text.
import type { PickedPlace } from "~/planning/request";

export type { PickedPlace };

export function PickedPlaceInputs({ pick, text }: { pick: PickedPlace | null; text: string }) {
  if (!pick || pick.label !== text) return null;
  return (
    <>
      <input type="hidden" name="place.id" value={pick.id} />
      <input type="hidden" name="place.label" value={pick.label} />
      {pick.lat !== undefined && pick.lng !== undefined ? (
        <>
          <input type="hidden" name="place.lat" value={String(pick.lat)} />
          <input type="hidden" name="place.lng" value={String(pick.lng)} />
        </>
      ) : null}
    </>
  );
}
