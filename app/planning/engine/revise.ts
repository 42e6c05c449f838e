// Revising a plan in place (a later start, another budget band, shorter or longer): the plan is composed
// again for the changed request with its own seed, under every rule, keeping the places the user swapped
// in: at their own position where they still fit there, else at another (a dinner place swapped in as
// the second stop may have to open a plan that now starts at dinner time). A swap that fits nowhere
// (closed at the new time, refused by a rule, or leaving the plan thinner than it was) is let go.
import { prepareCandidates } from "./candidates";
import { composeStops, type Composed } from "./compose";
import { keepsPins, unlessNoPlaces, type PlanningContext } from "./types";

/** A swapped-in place and where it stands. */
export type Pin = { position: number; sourceId: string };
export type Revised = Composed & { kept: Pin[] };

/**
 * `stopsBefore`: how many stops the plan had. A version that keeps a swap may have fewer stops than one
 * that lets it go, but not fewer than the plan had (unless nothing fits more).
 */
export function reviseStops(
  ctx: PlanningContext,
  stopTarget: number,
  pins: readonly Pin[],
  stopsBefore = stopTarget,
): Revised {
  const unpinned = composeStops(ctx, stopTarget);
  const enough = Math.min(unpinned.stops.length, stopsBefore);
  const available = new Set(prepareCandidates(ctx).map((c) => c.place.sourceId));
  let best: Revised = { ...unpinned, kept: [] };
  const placed = new Map<number, string>();
  for (const pin of [...pins].sort((a, b) => a.position - b.position)) {
    if (!available.has(pin.sourceId)) continue;
    const others = Array.from({ length: stopTarget }, (_, i) => i).filter((i) => i !== pin.position);
    for (const position of [pin.position, ...others]) {
      if (position >= stopTarget || placed.has(position)) continue;
      const pinned = new Map([...placed, [position, pin.sourceId]]);
      const composed = unlessNoPlaces(() => composeStops({ ...ctx, pinned }, stopTarget));
      if (!composed || composed.stops.length < enough || composed.relaxed.size > unpinned.relaxed.size) continue;
      if (
        !keepsPins(
          { ...ctx, pinned },
          composed.stops.map((s) => s.place),
        )
      )
        continue;
      placed.set(position, pin.sourceId);
      best = { ...composed, kept: [...placed].map(([p, sourceId]) => ({ position: p, sourceId })) };
      break;
    }
  }
  return best;
}
