// Plan titles in English and German, from the request's vibe or occasion, its slot and the area.
import type { Occasion, PlanLanguage, PlanRequest, TimeSlot, Vibe } from "../request";
import { pick } from "./variant";

/** English a/an by the next word's sound: "an adventurous", "a laid-back", "a one-off", "an hour". */
function withIndefiniteArticle(phrase: string): string {
  const word = phrase.trim().toLowerCase();
  const vowelSound =
    /^(?:[aeio]|u(?!ni|s[eu]|r[aeiou]|t[ei])|hour|honest|honou?r|heir)/.test(word) && !/^(?:one|once|eu)/.test(word);
  return `${vowelSound ? "an" : "a"} ${phrase}`;
}

const EN_SLOT: Record<TimeSlot, string> = {
  morning: "morning",
  afternoon: "afternoon",
  evening: "evening",
  late_night: "night out",
};
const EN_VIBE: Record<Vibe, string> = {
  romantic: "romantic",
  fun: "fun",
  chill: "laid-back",
  adventure: "adventurous",
};
const EN_OCCASION: Record<Occasion, string> = {
  birthday: "birthday",
  anniversary: "anniversary",
  valentines: "Valentine's",
  first_date: "first-date",
};

/** Every German title written out: adjective endings, compounds and word order differ by slot. */
const DE_VIBE_TITLES: Record<Vibe, Record<TimeSlot, readonly [string, string]>> = {
  romantic: {
    morning: ["Romantischer Vormittag in {area}", "Vormittag zu zweit in {area}"],
    afternoon: ["Romantischer Nachmittag in {area}", "Nachmittag zu zweit in {area}"],
    evening: ["Romantischer Abend in {area}", "Abend zu zweit in {area}"],
    late_night: ["Romantische Nacht in {area}", "{area} bei Nacht, zu zweit"],
  },
  fun: {
    morning: ["Munterer Vormittag in {area}", "Vormittag voller Spaß in {area}"],
    afternoon: ["Bunter Nachmittag in {area}", "Nachmittag voller Spaß in {area}"],
    evening: ["Ausgelassener Abend in {area}", "Abend voller Spaß in {area}"],
    late_night: ["Lange Nacht in {area}", "Ausgelassene Nacht in {area}"],
  },
  chill: {
    morning: ["Entspannter Vormittag in {area}", "Gemütlicher Vormittag in {area}"],
    afternoon: ["Entspannter Nachmittag in {area}", "Gemütlicher Nachmittag in {area}"],
    evening: ["Entspannter Abend in {area}", "Gemütlicher Abend in {area}"],
    late_night: ["Entspannter Spätabend in {area}", "Gemütlicher Spätabend in {area}"],
  },
  adventure: {
    morning: ["Abenteuerlicher Vormittag in {area}", "Entdeckertour am Vormittag in {area}"],
    afternoon: ["Abenteuerlicher Nachmittag in {area}", "Entdeckertour am Nachmittag in {area}"],
    evening: ["Abenteuerlicher Abend in {area}", "Entdeckertour am Abend in {area}"],
    late_night: ["Abenteuerliche Nacht in {area}", "Entdeckertour bei Nacht in {area}"],
  },
};
const DE_OCCASION_TITLES: Record<Occasion, Record<TimeSlot, string>> = {
  birthday: {
    morning: "Geburtstagsvormittag in {area}",
    afternoon: "Geburtstagsnachmittag in {area}",
    evening: "Geburtstagsabend in {area}",
    late_night: "Geburtstagsnacht in {area}",
  },
  anniversary: {
    morning: "Jahrestag in {area}: Vormittag zu zweit",
    afternoon: "Jahrestag in {area}: Nachmittag zu zweit",
    evening: "Jahrestag in {area}: Abend zu zweit",
    late_night: "Jahrestag in {area}: bis spät in die Nacht",
  },
  valentines: {
    morning: "Valentinstag in {area}: Vormittag zu zweit",
    afternoon: "Valentinstag in {area}: Nachmittag zu zweit",
    evening: "Valentinsabend in {area}",
    late_night: "Valentinsnacht in {area}",
  },
  first_date: {
    morning: "Erstes Date am Vormittag in {area}",
    afternoon: "Erstes Date am Nachmittag in {area}",
    evening: "Erstes Date am Abend in {area}",
    late_night: "Erstes Date bei Nacht in {area}",
  },
};

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * How German places a neighbourhood: "im Glockenbachviertel", "in der Altstadt", "auf St. Pauli",
 * "an der Lower East Side"; cities and most districts keep a plain "in". Only endings no city has.
 */
const DE_AREA: ReadonlyArray<[RegExp, (area: string) => string]> = [
  [/^St\. Pauli$/, (a) => `auf ${a}`],
  [/^Le Marais$/, () => "im Marais"],
  [/^Innere Stadt$/, () => "in der Inneren Stadt"],
  // Districts that carry an article: "in der Leopoldstadt", "in der Au", "auf der Wieden", "im Kreis 4".
  [/^(?:Leopoldstadt|Josefstadt|Brigittenau|Donaustadt|Au|Enge|Schanze)$/, (a) => `in der ${a}`],
  [/^Wieden$/, (a) => `auf der ${a}`],
  [/^Kreis \d+$/, (a) => `im ${a}`],
  [/(?:altstadt|neustadt|vorstadt|speicherstadt|hafencity|sternschanze)$/i, (a) => `in der ${a}`],
  [/(?:strasse|straße)$/i, (a) => `an der ${a}`],
  [/^(?:Upper|Lower) (?:East|West) Side$|^South Bank$/, (a) => `an der ${a}`],
  [
    /(?:viertel|kiez|quartier)$|^(?:Quartier Latin|Prenzlauer Berg|Niederdorf|Seefeld|Lehel|Westend|East Village|West Village)$/,
    (a) => `im ${a}`,
  ],
];

/** "in Kreuzberg", "im Glockenbachviertel": the German title's preposition before the area. */
export function inAreaDe(area: string): string {
  const rule = DE_AREA.find(([pattern]) => pattern.test(area));
  return rule ? rule[1](area) : `in ${area}`;
}

/**
 * The days a plan's title names, as people say them: a Christmas Eve evening is not any Thursday evening.
 * 26 December has no English name outside Britain, so only German titles name it.
 */
const SPECIAL_TITLES: Record<string, Partial<Record<PlanLanguage, (slot: TimeSlot) => string>>> = {
  "12-24": {
    en: (slot) => `Christmas Eve ${EN_SLOT[slot]}`,
    de: (slot) => (slot === "morning" || slot === "afternoon" ? `${DE_SLOT[slot]} an Heiligabend` : "Heiligabend"),
  },
  "12-25": {
    en: (slot) => `Christmas Day ${EN_SLOT[slot]}`,
    de: (slot) => `${DE_SLOT[slot]} am ersten Weihnachtstag`,
  },
  "12-26": { de: (slot) => `${DE_SLOT[slot]} am zweiten Weihnachtstag` },
  "12-31": {
    en: (slot) => (slot === "morning" || slot === "afternoon" ? `New Year's Eve ${EN_SLOT[slot]}` : "New Year's Eve"),
    de: (slot) => (slot === "morning" || slot === "afternoon" ? `${DE_SLOT[slot]} an Silvester` : "Silvester"),
  },
  "01-01": {
    en: (slot) => `New Year's Day ${EN_SLOT[slot]}`,
    de: (slot) => `${DE_SLOT[slot]} an Neujahr`,
  },
};
const DE_SLOT: Record<TimeSlot, string> = {
  morning: "Vormittag",
  afternoon: "Nachmittag",
  evening: "Abend",
  late_night: "Nacht",
};

export function writeTitle(request: PlanRequest, area: string, language: PlanLanguage, seed: number): string {
  const occasion = request.specialOccasions[0];
  const key = `${seed}:title`;
  const day = !occasion && request.plannedDate ? SPECIAL_TITLES[request.plannedDate.slice(5)]?.[language] : undefined;
  if (day && language === "de") return `${day(request.timeSlot)} ${inAreaDe(area)}`;
  if (day) return `${capitalised(EN_VIBE[request.vibe])} ${day(request.timeSlot)} in ${area}`;
  if (language === "de") {
    const template = occasion
      ? DE_OCCASION_TITLES[occasion][request.timeSlot]
      : pick(DE_VIBE_TITLES[request.vibe][request.timeSlot], key);
    // "{area} bei Nacht" keeps the bare name; "in {area}" takes the area's own preposition.
    return template.replace("in {area}", inAreaDe(area)).replace("{area}", area);
  }
  const words = `${occasion ? EN_OCCASION[occasion] : EN_VIBE[request.vibe]} ${EN_SLOT[request.timeSlot]}`;
  return pick([`${capitalised(words)} in ${area}`, `${capitalised(withIndefiniteArticle(words))} in ${area}`], key);
}
