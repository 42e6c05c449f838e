// After an edit the reader stays at the card it changed: the moved or resized stop, the one added, the
// one now where a removed stop was, or the first an undo changed (a new version gives every stop a new id).
import { describe, expect, it } from "vitest";
import { editedStopIndex } from "~/components/planner/itinerary/edit/edited-stop";

const stop = (id: string, place: string) => ({ id, sourceId: place, name: place, coordinates: { lat: 0, lng: 0 } });
const before = [stop("a1", "cafe"), stop("a2", "museum"), stop("a3", "dinner"), stop("a4", "bar")];
/** The same places as a new version: new ids. */
const version = (...places: string[]) => places.map((p, i) => stop(`b${i}`, p));

describe("the card an edit leaves the reader at", () => {
  it("is the stop that moved or changed length, where it now is", () => {
    const moved = version("cafe", "dinner", "museum", "bar");
    expect(editedStopIndex(before, moved, { kind: "move", activityId: "a3", direction: "up" })).toBe(1);
    expect(
      editedStopIndex(before, version("cafe", "museum", "dinner", "bar"), {
        kind: "resize",
        activityId: "a4",
        minutes: 15,
      }),
    ).toBe(3);
  });

  it("is the stop added, or the one now where a removed stop was", () => {
    expect(
      editedStopIndex(before, version("cafe", "museum", "wine", "dinner", "bar"), {
        kind: "add",
        sourceId: "wine",
        position: 2,
      }),
    ).toBe(2);
    expect(editedStopIndex(before, version("cafe", "dinner", "bar"), { kind: "remove", activityId: "a2" })).toBe(1);
    expect(editedStopIndex(before, version("cafe", "museum", "dinner"), { kind: "remove", activityId: "a4" })).toBe(2);
  });

  it("is the first stop an undo changed", () => {
    expect(editedStopIndex(before, version("cafe", "museum", "gallery", "dinner", "bar"), { kind: "undo" })).toBe(2);
    expect(editedStopIndex(before, [], { kind: "undo" })).toBeNull();
  });
});
