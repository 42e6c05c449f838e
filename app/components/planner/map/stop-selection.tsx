// Which stop is highlighted, shared by the cards and the map's pins: choosing one lights up the other.
// Stops are known by their place (source id), so the cards and the map agree without being wired to each
// other, and a place shown twice on a page lights up in both.
import { useSyncExternalStore } from "react";

/** A stop as the cards and every map know it. */
export type Stop = { sourceId?: string | null; name: string; coordinates: { lat: number; lng: number } };

export type StopSelection = {
  /** The highlighted stop's place, or null. */
  key: string | null;
  /** Where it was chosen: a pin scrolls its card into view, a card brings its pin into the map's view. */
  from: "card" | "pin" | null;
};

const NONE: StopSelection = { key: null, from: null };
let current: StopSelection = NONE;
const listeners = new Set<() => void>();

export function stopKey(stop: Stop): string {
  return stop.sourceId || `${stop.name}@${stop.coordinates.lat},${stop.coordinates.lng}`;
}

function select(stop: Stop, from: "card" | "pin") {
  const key = stopKey(stop);
  if (current.key === key && current.from === from) return;
  current = { key, from };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function useStopSelection(): { selected: StopSelection; select: typeof select } {
  const selected = useSyncExternalStore(
    subscribe,
    () => current,
    () => NONE,
  );
  return { selected, select };
}
