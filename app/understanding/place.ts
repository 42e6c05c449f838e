// Where: a city, town or neighbourhood named anywhere in a sentence ("we're in boston", "Feierabend in
// Köln", "Montag früh Wien", "Kreuzberg, Berlin"), in any case and with or without accents, in English or
// the local name, from the gazetteer. Glue words never become part of a place; an everyday word that is
// also a town ("Essen", "Bad", "Nice") is a place only right after "in"/"nach".
import { normalize, resolveLocation, type ResolvedLocation } from "~/planning/places/gazetteer";
import { lookup } from "~/planning/places/gazetteer/towns";
import { has } from "./words";

/** Words that are never (part of) a place here, in both languages. */
const GLUE = new Set(
  (
    "a an the in im into at on of to for from with without and or but so then we we're were were're i i'm im me my our us you your " +
    "this that these those it its is are be been some any near around round by about after before plan planning date dates " +
    "evening morning afternoon night tonight today tomorrow day days week weekend hour hours time late early later earlier " +
    "please thanks hi hey hello cheap fancy nice good great best more most less fun romantic chill cosy cozy quiet lively " +
    "walk walking bike car taxi tram bus train metro subway drive foot kids kid children family dinner lunch breakfast brunch " +
    "drinks drink bar bars food eat coffee cafe museum park art music jazz club dance dancing wine beer cocktails " +
    "ein eine einen einem einer der die das den dem des und oder aber mit ohne für fur nach nah nähe bei beim am an auf aus " +
    "zum zur vom von um ab bis ins im wir ich uns mich mir du dich dein unser unsere was wo wie wann noch mal nur auch " +
    "heute morgen übermorgen abend abends nacht nachts mittag nachmittag vormittag früh spät später früher feierabend " +
    "woche wochenende tag tage stunde stunden uhr halb viertel gegen so etwa ca bitte danke hallo servus moin " +
    "günstig billig teuer schick gemütlich romantisch ruhig lustig trinken kaffee kino kneipe bier wein " +
    "zu fuß fuss rad fahrrad auto öffis bahn kinder kind familie sohn tochter mann frau freund freundin partner " +
    "monday tuesday wednesday thursday friday saturday sunday montag dienstag mittwoch donnerstag freitag samstag " +
    "sonntag sonnabend mon tue wed thu fri sat sun mo di mi do fr sa so january february march april may june july " +
    "august september october november december januar februar märz mai juni juli oktober dezember " +
    "anniversary birthday valentine valentines jahrestag hochzeitstag geburtstag erstes first second last letzte " +
    "swap undo again nochmal another other anders something else anything stop one ones budget euro euros pounds " +
    "dollars bucks head kopf person people leute two three four zwei drei vier outdoors outside indoors inside draußen drinnen " +
    "go going gehen geht fahren machen sein sind bin let lets let's want wollen möchten man kann können"
  ).split(" "),
);
/** Towns named like everyday words: only right after a preposition. */
const ONLY_AFTER_PREPOSITION = new Set(
  (
    "essen bad nice date mitte wedding reading bath split halle mobile worms hof sale marl lage goch weil brand " +
    "laufen kirchen lingen werben ende kind hope love home rain sun see beach eat chill mode moers"
  ).split(" "),
);
const PREPOSITION = /^(?:in|im|nach|around|near|rund um|um|aus|at|to|durch|visiting|besuche?n?)$/i;
/** A place named without a preposition or capital letter must be this big, or a neighbourhood we know. */
const BARE_POPULATION = 100_000;

export type PlaceReading = { text: string; resolved: ResolvedLocation };

type Word = { text: string; start: number; end: number; comma: boolean };

const ABBREVIATION = /^(?:st|ste|mt|ft)\.$/i;

function wordsOf(text: string): Word[] {
  const words: Word[] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu)) {
    // "St. Pauli", "Mt. Vernon": the abbreviation's dot belongs to the name and ends nothing.
    const raw = ABBREVIATION.test(match[0]) ? match[0] : match[0].replace(/[.'’-]+$/, "");
    const start = match.index!;
    const after = text.slice(start + raw.length, start + raw.length + 3);
    words.push({ text: raw, start, end: start + raw.length, comma: /^\s*,/.test(after) });
  }
  return words;
}

const isGlue = (word: string) => GLUE.has(word.toLowerCase()) || GLUE.has(normalize(word)) || /^\d/.test(word);
const titled = (span: string) =>
  span === span.toLowerCase() ? span.replace(/(^|[\s,-])(\p{L})/gu, (_, a, b) => a + b.toUpperCase()) : span;

/** Whether the span names this place plainly enough to be read without a preposition or a capital. */
function plainlyNamed(span: string, resolved: ResolvedLocation): boolean {
  const key = normalize(span);
  const big = (name: string) => (lookup(name)?.population ?? 0) >= BARE_POPULATION;
  // By any of its names ("marais" is Le Marais as much as "le marais" is), or beside its city ("berlin
  // friedrichshain", "schwabing münchen").
  const hood = resolved.neighbourhood;
  for (const name of hood ? [hood.name, ...hood.aka].map(normalize) : []) {
    if (key === name) return true;
    if (key.startsWith(`${name} `) && big(key.slice(name.length + 1))) return true;
    if (key.endsWith(` ${name}`) && big(key.slice(0, -name.length - 1))) return true;
  }
  return big(key);
}

/** A span's place, when the span may mean one where it stands. */
function placeOf(span: string, afterPreposition: boolean): ResolvedLocation | null {
  const key = normalize(span);
  if (!key || (ONLY_AFTER_PREPOSITION.has(key) && !afterPreposition)) return null;
  const resolved = resolveLocation(span);
  if (!resolved) return null;
  const capital = /^\p{Lu}/u.test(span);
  if (
    afterPreposition &&
    (capital || plainlyNamed(span.split(",")[0], resolved) || (lookup(key)?.population ?? 0) >= 20_000)
  )
    return resolved;
  if (
    capital &&
    (ONLY_AFTER_PREPOSITION.has(key)
      ? false
      : (lookup(key)?.population ?? 0) >= 5_000 || Boolean(resolved.neighbourhood))
  )
    return resolved;
  return plainlyNamed(span.split(",")[0].trim(), resolved) ? resolved : null;
}

/** The place a message names, as the person wrote it (capitalised when typed in lower case), or null. */
export function readPlace(text: string): PlaceReading | null {
  const words = wordsOf(text);
  for (let i = 0; i < words.length; i++) {
    const before = words[i - 1]?.text ?? "";
    const afterPreposition =
      PREPOSITION.test(before) && !/[.!?;]/.test(text.slice(words[i - 1]?.end ?? 0, words[i].start));
    if (isGlue(words[i].text)) continue;
    if (ONLY_AFTER_PREPOSITION.has(normalize(words[i].text)) && !afterPreposition) continue;
    let best: PlaceReading | null = null;
    for (let n = 1; n <= 4 && i + n <= words.length; n++) {
      const last = words[i + n - 1];
      if (isGlue(last.text)) break;
      // A place runs over commas ("Kreuzberg, Berlin") but never over other punctuation.
      if (n > 1 && /[.!?;:()]/.test(text.slice(words[i + n - 2].end, last.start))) break;
      const span = text.slice(words[i].start, last.end);
      const resolved = placeOf(span, afterPreposition);
      // A longer span counts only when it says more: "Kreuzberg, Berlin", not "Hamburg, Fahrrad".
      if (resolved && (!best || resolved.label !== best.resolved.label || resolved.label.includes(titled(last.text))))
        // "nyc", "muc": a short lower-case name is better said as the place's own name.
        best = { text: /^\p{Ll}{2,3}$/u.test(span) ? resolved.label : titled(span), resolved };
    }
    if (best) return best;
  }
  return null;
}

/** "near me", "hier in der Nähe": the person means where they are now. */
export const meansNearMe = (lower: string) =>
  has(
    lower,
    /\b(near me|near us|nearby|close by|close to me|around me|around here|near here|where i am|where we are|my location|in my area|in der nähe|in meiner nähe|in unserer nähe|hier in der gegend|bei mir|wo ich bin|wo wir sind|um mich herum|mein(?:en)? standort)\b/,
  );
