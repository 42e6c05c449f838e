// Shaping a saved plan by hand: move a stop up or down, take one out, make one longer or shorter, add a
// place. Each edit re-times the plan (travel legs, opening hours, meals) and keeps every rule of a good
// outing, or is refused with a reason the page can say in words.
import type { Place } from "../../places/place";
import { MINUTE } from "../../time";
import { travelMinutes } from "../../travel";
import { latestEnd, rulesFor } from "../rules";
import type { PlanningContext, Stop } from "../types";
import { maxVisit, minVisit, round5 } from "../visit-length";
import { closingAfter, refusalOf, unadmitted } from "./checks";
import { entryOf, reflow, type Entry } from "./reflow";
import { refuse, type EditResult } from "./refusal";

export type StopEdit =
  | { kind: "move"; index: number; direction: "up" | "down" }
  | { kind: "remove"; index: number }
  | { kind: "resize"; index: number; minutes: number }
  | { kind: "add"; place: Place; position: number };

export type { EditRefusal, EditResult, RefusalCode } from "./refusal";

/** The edited plan's entries, or a result that refuses the edit before any re-timing. */
function entriesOf(ctx: PlanningContext, stops: readonly Stop[], edit: StopEdit): Entry[] | EditResult {
  const entries = stops.map(entryOf);
  if (edit.kind === "move") {
    const j = edit.index + (edit.direction === "up" ? -1 : 1);
    if (j < 0 || j >= stops.length) return refuse({ code: "edge", place: stops[edit.index].place.name });
    const [first, second] = j < edit.index ? [j, edit.index] : [edit.index, j];
    // The pair trades places within its time: the one now first begins when the pair began.
    const from = stops[first].start;
    entries[first] = { ...entryOf(stops[second]), from };
    entries[second] = { ...entryOf(stops[first]), from };
    return entries;
  }
  if (edit.kind === "remove") {
    if (stops.length === 1) return refuse({ code: "only-stop", place: stops[0].place.name });
    return entries.filter((_, i) => i !== edit.index);
  }
  if (edit.kind === "resize") {
    const { place, length } = entries[edit.index];
    const minutes = length / MINUTE + edit.minutes;
    if (edit.minutes < 0 && minutes < minVisit(place)) {
      return refuse({ code: "too-short", place: place.name, minutes: minVisit(place) });
    }
    if (edit.minutes > 0 && minutes > maxVisit(place)) {
      return refuse({ code: "too-long", place: place.name, minutes: maxVisit(place) });
    }
    entries[edit.index] = { ...entries[edit.index], length: minutes * MINUTE };
    return entries;
  }
  return addedEntries(ctx, stops, entries, edit.place, Math.max(0, Math.min(edit.position, stops.length)));
}

/**
 * A new place at `position`: on arrival from the stop before (or at the plan's start), as long as a visit
 * there usually is, shortened to fit the gap before the next stop, its closing time and the rules; where
 * even its shortest visit does not fit, it takes its shortest visit and the stops after move later.
 */
function addedEntries(
  ctx: PlanningContext,
  stops: readonly Stop[],
  entries: Entry[],
  place: Place,
  position: number,
): Entry[] | EditResult {
  if (stops.some((s) => s.place.sourceId === place.sourceId)) {
    return refuse({ code: "already-in-plan", place: place.name });
  }
  const rule = unadmitted(ctx, place);
  if (rule) return refuse({ code: "rule", rule, place: place.name });
  const mode = ctx.request.transportation;
  const prev = stops[position - 1];
  const next = stops[position];
  const from = prev ? prev.end + travelMinutes(prev.place, place, mode) * MINUTE : ctx.window.start;
  const until = Math.min(
    next ? next.start - travelMinutes(place, next.place, mode) * MINUTE : ctx.window.end,
    closingAfter(place, from) ?? Infinity,
    latestEnd(rulesFor(ctx), place, from, prev),
  );
  const usual = Math.max(minVisit(place), Math.min(round5(place.visitMinutes), maxVisit(place)));
  const room = round5((until - from) / MINUTE);
  const minutes = room >= minVisit(place) ? Math.min(usual, room) : minVisit(place);
  entries.splice(position, 0, { place, from, length: minutes * MINUTE });
  return entries;
}

/** The plan after `edit`, re-timed and checked, or why it cannot work. */
export function editStops(ctx: PlanningContext, stops: readonly Stop[], edit: StopEdit): EditResult {
  const entries = entriesOf(ctx, stops, edit);
  if (!Array.isArray(entries)) return entries;
  const after = reflow(ctx, entries);
  const refusal = refusalOf(ctx, stops, after);
  if (!refusal) return { ok: true, stops: after };
  if (edit.kind !== "move") return refuse(refusal);
  // Say which stop the refused one would follow or precede ("it can't move after dinner").
  const j = edit.index + (edit.direction === "up" ? -1 : 1);
  const [first, second] = [Math.min(j, edit.index), Math.max(j, edit.index)];
  if (refusal.place === after[second].place.name) return refuse({ ...refusal, after: after[first].place.name });
  if (refusal.place === after[first].place.name) return refuse({ ...refusal, before: after[second].place.name });
  return refuse(refusal);
}
