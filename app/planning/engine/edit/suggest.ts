// Places to add to a plan: by name from the plan's own places, or suggestions that fit a gap without
// moving any other stop, best first (the plan's vibe and budget, a short detour).
import type { Place } from "../../places/place";
import { travelMinutes } from "../../travel";
import { prepareCandidates } from "../candidates";
import type { PlanningContext, Stop } from "../types";
import { editStops, type EditResult } from "./index";

const folded = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/** Places whose name holds `query` (accents and case aside), those starting with it first. */
export function placesNamed(places: readonly Place[], query: string, limit = 8): Place[] {
  const q = folded(query.trim());
  if (q.length < 2) return [];
  return places
    .filter((p) => folded(p.name).includes(q))
    .sort((a, b) => Number(!folded(b.name).startsWith(q)) - Number(!folded(a.name).startsWith(q)))
    .slice(0, limit);
}

/** The places that fit at `position` with every other stop left at its time, best first. */
export function gapSuggestions(ctx: PlanningContext, stops: readonly Stop[], position: number, limit = 4): Place[] {
  const mode = ctx.request.transportation;
  const prev = stops[position - 1];
  const next = stops[position];
  const exclude = new Set([...(ctx.exclude ?? []), ...stops.map((s) => s.place.sourceId)]);
  const scored: Array<{ place: Place; score: number }> = [];
  for (const c of prepareCandidates({ ...ctx, exclude })) {
    const edited = editStops(ctx, stops, { kind: "add", place: c.place, position });
    if (!edited.ok) continue;
    const moved = edited.stops.some((s, i) => i > position && s.start !== stops[i - 1].start);
    if (moved) continue;
    const detour =
      (prev ? travelMinutes(prev.place, c.place, mode) : 0) + (next ? travelMinutes(c.place, next.place, mode) : 0);
    scored.push({ place: c.place, score: c.base - detour / 8 });
  }
  return scored
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((s) => s.place);
}

/**
 * The best place of a kind ("a coffee": cafe) to add at `position`, or wherever it fits best when no
 * position is asked; other stops may move later. Without one that fits, the best one's refusal says why.
 */
export function bestOfKind(
  ctx: PlanningContext,
  stops: readonly Stop[],
  category: string,
  position: number | null,
): EditResult | null {
  const exclude = new Set([...(ctx.exclude ?? []), ...stops.map((s) => s.place.sourceId)]);
  const candidates = prepareCandidates({ ...ctx, exclude }).filter((c) => c.place.category === category);
  return bestAdding(ctx, stops, candidates, position);
}

/** One named place ("add Café Einstein") at `position`, or where it moves the fewest stops; else why not. */
export function placing(ctx: PlanningContext, stops: readonly Stop[], place: Place, position: number | null) {
  return bestAdding(ctx, stops, [{ place, base: 0 }], position);
}

function bestAdding(
  ctx: PlanningContext,
  stops: readonly Stop[],
  candidates: ReadonlyArray<{ place: Place; base: number }>,
  position: number | null,
): EditResult | null {
  const positions = position === null ? stops.map((_, i) => i + 1).concat(0) : [position];
  let best: { result: EditResult; score: number } | null = null;
  let refused: EditResult | null = null;
  for (const c of candidates) {
    for (const at of positions) {
      const result = editStops(ctx, stops, { kind: "add", place: c.place, position: at });
      if (!result.ok) {
        refused ??= result;
        continue;
      }
      const moved = result.stops.filter((s, i) => i > at && s.start !== stops[i - 1].start).length;
      const score = c.base - moved * 2;
      if (!best || score > best.score) best = { result, score };
    }
  }
  return best?.result ?? refused;
}
