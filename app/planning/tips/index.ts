// Whether a place's tip holds at a visit, so no plan says "come at sunset" at 23:05 or "in summer" in
// November. The catalog says when in `tipWhen`; for places without it, a small table of tell-tale words
// ("sunset", "breakfast", "in summer") stands in, clause by clause, as a safety net.
import type { Place, TipCondition } from "../places/place";
import type { PlanLanguage } from "../request";
import { ending, opening, splitClauses } from "./clauses";
import { keywordRules } from "./keywords";
import { clockMinutes, DAY_MINUTES, PLAN_DAY_STARTS, VisitFacts, type Company, type Visit } from "./visit-facts";

export type { Company, Visit };

/** Whether the catalog's own condition holds at the visit for this company; no condition always holds. */
export function conditionHolds(
  condition: TipCondition | null | undefined,
  visit: Visit,
  company: Company = { kids: false, noAlcohol: false },
): boolean {
  if (!condition) return true;
  if (condition.kids !== undefined && condition.kids !== company.kids) return false;
  if (condition.alcohol && (company.kids || company.noAlcohol)) return false;
  return factsHold(condition, new VisitFacts(visit));
}

function factsHold(condition: TipCondition, facts: VisitFacts): boolean {
  if (condition.months && !condition.months.includes(facts.month)) return false;
  if (condition.days && !condition.days.includes(facts.weekday)) return false;
  if (condition.from || condition.to) {
    // An open end runs to the end of the plan day (05:00), an open start from its beginning.
    const from = condition.from ? clockMinutes(condition.from) : PLAN_DAY_STARTS;
    const to = condition.to ? clockMinutes(condition.to) : PLAN_DAY_STARTS + DAY_MINUTES;
    if (!facts.inClock(from, to)) return false;
  }
  if (condition.light === "day" && facts.daylightMinutes < facts.length / 2) return false;
  if (condition.light === "dark" && facts.darkMinutes <= facts.length / 2) return false;
  if (condition.light === "sunset" && !facts.sees("sunset")) return false;
  return true;
}

function clauseHolds(clause: string, facts: VisitFacts, contextOnly: boolean): boolean {
  return keywordRules(clause, contextOnly).every((rule) => rule.holds(facts, clause));
}

/**
 * The part of a wording-only tip that holds at the visit: clauses whose tell-tale words do not fit are
 * left out ("In summer sit on the terrace; in winter ask for the window table" keeps the second in
 * November), and so is a dash clause whose lead-in went. Null when nothing is left.
 */
export function tipByWording(tip: string, visit: Visit, company?: Company, contextOnly = false): string | null {
  if (!keywordRules(tip, contextOnly).length) return tip;
  const facts = new VisitFacts(visit, company);
  const parts = splitClauses(tip);
  const kept: boolean[] = [];
  parts.forEach((c, i) => kept.push(clauseHolds(c.text, facts, contextOnly) && (!c.continues || kept[i - 1])));
  if (kept.every(Boolean)) return tip;
  // Runs of kept clauses keep their own joints; a run after a gap starts a new sentence.
  let out = "";
  parts.forEach((c, i) => {
    if (!kept[i]) return;
    const afterGap = i === 0 || !kept[i - 1];
    if (afterGap && out) out = `${ending(out.trimEnd())} `;
    out += (afterGap ? opening(c.text) : c.text) + (kept[i + 1] ? c.joint : "");
  });
  return out ? ending(out.trim()) : null;
}

/**
 * The tip a place's card shows at this visit: the first of its tips (the main one, then the further ones)
 * whose condition holds for this company, or whose wording fits when it has no condition; either way
 * without a dish right after a meal or children for a couple.
 */
export function placeTip(place: Place, language: PlanLanguage, visit: Visit, company: Company): string | null {
  const tips = [
    ...(place.tip ? [{ text: place.tip[language], when: place.tipWhen }] : []),
    ...(place.tips ?? []).map((t) => ({ text: t[language], when: t.when })),
  ];
  for (const { text, when } of tips) {
    // The catalog's condition says when; who is coming and what came before still count.
    const shown = when
      ? conditionHolds(when, visit, company)
        ? tipByWording(text, visit, company, true)
        : null
      : tipByWording(text, visit, company);
    if (shown) return shown;
  }
  return null;
}
