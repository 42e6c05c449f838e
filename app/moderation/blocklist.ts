// The keyword blocklist for short user text (the 20-character special request, later chat messages).
// Pure TypeScript: the form checks it while typing and the server applies it on top of any other check.
//
// Matching is word-boundary aware so that place names and everyday words that merely contain a term
// ("Sussex", "Scunthorpe", "skill", "therapist", "Analyse", "Drogerie", "cocktail") pass, and disguise
// aware so that the term itself does not get through as "S E X", "s.e.x", "k!ll", "k1ll", "dr0gen",
// "seeexxx" or "ｓｅｘ". Lists stay small and focused on what has no place in a date or outing plan.
// Alcohol, bars, nightlife, dating words ("sexy" included) and kids are deliberately allowed.

import { foldText } from "./fold-text";

export const CATEGORIES = ["sexual", "self-harm", "violence", "drugs", "illegal", "child-safety", "hate"] as const;
export type Category = (typeof CATEGORIES)[number];
export const SEVERITIES = ["low", "medium", "high", "critical"] as const;
export type Severity = (typeof SEVERITIES)[number];
export type BlocklistResult = { blocked: boolean; categories: Category[]; severity: Severity };

/**
 * Term notation: a term matches a whole word; a space or hyphen inside a term matches any
 * punctuation or none ("sex shop" also finds "sexshop", "sex-shop"); a leading or trailing "*" lets the
 * term end or begin a longer word (German compounds: "*porno*" finds "Kinderpornos"). Umlauts may be
 * written either way by the user ("Mörder", "Moerder"); "ß" equals "ss".
 */
type Group = { category: Category; severity: Severity; terms: string[]; consume?: boolean };

// prettier-ignore
const GROUPS: Group[] = [
  {
    category: "sexual",
    severity: "high",
    terms: [
      "sex", "sex shop", "sex party", "sex club", "sex kino", "sex date", "sex toys", "*porn*", "nudes",
      "blowjob", "blow job", "handjob", "hand job", "orgy", "orgies", "orgie", "orgien", "swinger club",
      "swinger party", "strip club", "stripper", "strippers", "striptease", "lap dance", "brothel", "brothels",
      "bordell*", "hookers", "prostitut*", "nutte", "nutten", "hure", "huren", "escort service", "bdsm",
      "fetish*", "fetisch*", "dildo*", "masturbat*", "onlyfans", "sexting", "camgirl*", "rape", "raped",
      "rapist", "rapists", "vergewaltig*",
    ],
  },
  {
    category: "sexual",
    severity: "medium",
    terms: [
      "anal", "cock", "cocks", "pussy", "pussies", "penis", "tits", "titten", "boobs", "horny", "cunt", "cunts",
      "fuck*", "fick", "ficken", "fickt", "gefickt", "bumsen", "wichsen",
    ],
  },
  {
    category: "child-safety",
    severity: "critical",
    terms: [
      "*kinderporn*", "child porn*", "kiddie porn*", "kiddy porn*", "pedo", "pedos", "pedophil*", "paedophil*",
      "paedo", "paedos", "lolicon", "jailbait", "csam", "kindesmissbrauch", "child abuse", "child sex*",
      "kindersex", "underage sex", "minor sex",
    ],
  },
  {
    // Explicit intent to end one's life or harm oneself. Consumed, so "kill myself" is not also violence.
    category: "self-harm",
    severity: "critical",
    consume: true,
    terms: [
      "kill myself", "killing myself", "end my life", "want to die", "wanna die", "hang myself", "mich umbringen",
      "mich toeten", "mich erhaengen", "will sterben", "mir das leben nehmen",
    ],
  },
  {
    category: "self-harm",
    severity: "high",
    terms: [
      "suicid*", "sucid*", "suicde", "suisid*", "suizid*", "selbstmord*", "selbsmord*", "freitod", "self harm*",
      "selfharm*", "self injur*", "selfinjur*", "self mutilat*", "selbstverletz*", "svv", "ritzen", "overdose",
      "sewerslide", "sewer slide", "todessehnsucht", "todeswunsch",
    ],
  },
  {
    category: "violence",
    severity: "high",
    terms: [
      "kill", "kills", "killing", "killed", "murder", "murders", "murdered", "murderer*", "mord", "morde",
      "massenmord", "*moerder*", "ermorden", "ermordet", "umbringen", "toeten", "toetet", "getoetet",
      "erschiessen", "erstechen", "abstechen", "stab", "stabbing", "stabbed", "massacre", "massaker", "terror*",
      "amoklauf", "school shooting", "mass shooting", "bomb threat", "make a bomb", "build a bomb", "bombe",
      "bombe bauen", "rape", "raped", "rapist", "vergewaltig*", "beat up", "verpruegeln",
    ],
  },
  { category: "violence", severity: "medium", terms: ["weapon", "weapons", "waffe", "waffen"] },
  {
    category: "drugs",
    severity: "medium",
    terms: [
      "drugs", "drug deal*", "drogen", "droge", "drogendealer", "cocaine", "kokain", "koks", "heroin", "meth",
      "crystal meth", "methamphetamin*", "mdma", "ecstasy", "xtc", "lsd", "weed", "marijuana", "marihuana",
      "cannabis", "kiffen", "haschisch", "shrooms", "magic mushrooms", "zauberpilze", "ketamin*",
      "crack", "fentanyl", "amphetamin*",
    ],
  },
  {
    category: "illegal",
    severity: "medium",
    terms: [
      "steal", "stealing", "shoplift*", "ladendiebstahl", "klauen", "stehlen", "fake id", "fake ids",
      "gefaelschter ausweis", "counterfeit*", "money laundering", "geldwaesche", "black market", "schwarzmarkt",
      "drunk driving", "betrunken fahren", "hitman", "auftragskiller", "einbrechen",
    ],
  },
  {
    // Drugging someone: critical, this is how assaults on dates happen.
    category: "illegal",
    severity: "critical",
    terms: ["ko tropfen", "k o tropfen", "roofie*", "rohypnol", "date rape*", "spike her drink", "spike a drink"],
  },
  {
    category: "hate",
    severity: "high",
    terms: [
      "nazi", "nazis", "neonazi*", "heil hitler", "sieg heil", "swastika*", "hakenkreuz*", "kkk", "white power",
      "white pride", "white supremac*", "nigger*", "nigga*", "neger*", "kanake*", "kanacke*", "faggot*",
      "schwuchtel*", "tranny", "trannies", "retard", "retards", "retarded", "zigeuner", "judensau",
      "auslaender raus", "kike", "kikes", "chink", "chinks",
    ],
  },
];

/** Minors: a sexual term next to one of these is child-safety, whatever the wording. */
// prettier-ignore
const MINORS = [
  "kid", "kids", "kiddies", "child", "children", "minor", "minors", "teen", "teens", "teenager*", "underage",
  "preteen*", "kind", "kinder", "kindern", "minderjaehrig*", "schulmaedchen", "jugendliche*",
];

/** Titles, dishes and idioms that contain a term but are fine; removed before matching. */
const ALLOWED_PHRASES = [
  /murder\s*mystery/g,
  /kill\s*bill/g,
  /suicide\s*(?:squad|wings?|sauce)/g,
  /crack\s*of\s*dawn/g,
  /dressed\s*to\s*kill/g,
  /kill(?:ing)?\s*(?:some\s*|the\s*)?time/g,
  /kill\s*for\s*(?:a|an|some)\b/g,
  /kill(?:ed|ing|s)?\s*it\b/g,
  /moerderisch\w*\s*(?:gut|lecker|heiss|scharf|schoen|stark|suess)/g,
  /moerder\s*(?:spiel|dinner|jagd|raetsel|party)\w*/g,
  /fuer\s*(?:ein|eine|einen)\b[^.!?]{0,30}?\b(?:toeten|morden)\b/g,
];

/** Characters people substitute for a letter; "*" stands in for a vowel ("f*ck"). */
const LOOKALIKES: Record<string, string> = {
  a: "a4@*",
  b: "b8",
  e: "e3€*",
  g: "g9",
  i: "i1!|*",
  l: "l1|",
  o: "o0*",
  s: "s5$",
  t: "t7+",
  u: "u*",
  z: "z2",
};
const escapeClass = (chars: string) => chars.replace(/[\]\\^-]/g, "\\$&");
const letterClass = (c: string) => `[${escapeClass(LOOKALIKES[c] ?? c)}]`;
/** Between the letters of a spelled-out word: "s e x", "s.e.x", "s-e-x", "s*e*x". */
const SPELLED_GAP = "[\\s._\\-*~·,'\"/:]{1,3}";
const WORD_GAP = "[^\\p{L}\\p{N}]*";
const NOT_AFTER = "(?![\\p{L}\\p{N}])";

/** One term as a regular expression source (see the notation above), without its start boundary. */
function termPattern(raw: string): { source: string; openStart: boolean } {
  const openStart = raw.startsWith("*");
  const openEnd = raw.endsWith("*");
  const term = foldText(raw.replace(/^\*|\*$/g, ""))
    .replace(/-/g, " ")
    .trim();
  const words = term.split(/\s+/);
  // Each run of a letter may be stretched ("seeexxx") but not shortened ("kill" needs two l).
  const compact = words
    .map((word) =>
      (word.match(/(.)\1*/g) ?? []).map((run) => letterClass(run[0]) + (run.length > 1 ? `{${run.length},}` : "+")),
    )
    .map((parts) => parts.join(""))
    .join(WORD_GAP);
  const forms = [compact];
  if (words.length === 1 && term.length > 2) forms.push([...term].map(letterClass).join(SPELLED_GAP));
  return { source: `(?:${forms.join("|")})${openEnd ? "" : NOT_AFTER}`, openStart };
}

/**
 * All terms as one expression; group 1 or 2 is the term as written. The start boundary is a consumed
 * non-letter rather than a lookbehind, which Safari only supports since 16.4.
 */
function compile(terms: string[]): RegExp {
  const patterns = terms.map(termPattern);
  const closed = patterns.filter((p) => !p.openStart).map((p) => p.source);
  const open = patterns.filter((p) => p.openStart).map((p) => p.source);
  const sources = [`(?:^|[^\\p{L}\\p{N}])(${closed.join("|") || "(?!)"})`, `(${open.join("|") || "(?!)"})`];
  return new RegExp(sources.join("|"), "gu");
}
const COMPILED = GROUPS.map((group) => ({ ...group, pattern: compile(group.terms) }));
const MINOR_PATTERN = compile(MINORS);

/** A real hit has at least one letter: "7175" must not read as "tits". */
function hits(pattern: RegExp, text: string): boolean {
  for (const match of text.matchAll(pattern)) if (/\p{L}/u.test(match[1] ?? match[2] ?? "")) return true;
  return false;
}

export const severityRank = (s: Severity) => SEVERITIES.indexOf(s);
export const maxSeverity = (a: Severity, b: Severity): Severity => (severityRank(a) >= severityRank(b) ? a : b);

/** Checks text against the blocklist; `severity` is "low" when nothing matched. */
export function checkBlocklist(text: string): BlocklistResult {
  let folded = foldText(text);
  for (const phrase of ALLOWED_PHRASES) folded = folded.replace(phrase, " ");
  const categories = new Set<Category>();
  let severity: Severity = "low";
  for (const group of COMPILED) {
    if (!hits(group.pattern, folded)) continue;
    categories.add(group.category);
    severity = maxSeverity(severity, group.severity);
    if (group.consume) folded = folded.replace(group.pattern, " ");
  }
  if (categories.has("sexual") && hits(MINOR_PATTERN, folded)) {
    categories.add("child-safety");
    severity = "critical";
  }
  // Report categories in one stable order.
  const ordered = CATEGORIES.filter((c) => categories.has(c));
  return { blocked: ordered.length > 0, categories: ordered, severity };
}
