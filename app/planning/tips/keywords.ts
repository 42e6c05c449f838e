// Tell-tale words of a tip ("sunset", "breakfast", "in summer", "on Sundays") and when each plausibly
// holds at a visit: the safety net for catalog tips without a condition of their own.
import { WEEKDAYS, type Meal } from "../places/place";
import { clockMinutes, type VisitFacts } from "./visit-facts";

export type KeywordRule = {
  name: string;
  words: RegExp;
  /** Words that make the mention no condition on this visit ("closed Mondays", "book ahead at weekends"). */
  unless?: RegExp;
  holds: (facts: VisitFacts, clause: string) => boolean;
  /** About the company and the stop before, not the clock: checked even when the catalog says when a tip holds. */
  context?: true;
};

/** Season words: the months they are true in, in the northern hemisphere. */
const months =
  (...list: number[]) =>
  (f: VisitFacts) =>
    list.includes(f.seasonMonth);
const between = (from: string, to: string) => (f: VisitFacts) => f.inClock(clockMinutes(from), clockMinutes(to));
/** A meal word holds at a stop that is that meal, or (at a stop that is no meal) around its time. */
const meal =
  (meals: readonly Meal[], from: string, to: string) =>
  (f: VisitFacts): boolean =>
    f.visit.meal ? meals.includes(f.visit.meal) : between(from, to)(f);

/** Days named in opening-day facts or booking advice say nothing about when this visit is. */
const NOT_ABOUT_THIS_DAY = /closed|geschlossen|ruhetag|\bbook|reserv|buch|tickets?\b|karten/i;

const WEEKDAY_WORDS: Record<(typeof WEEKDAYS)[number], RegExp> = {
  Mo: /\bmondays?\b|montag/i,
  Tu: /\btuesdays?\b|dienstag/i,
  We: /\bwednesdays?\b|mittwoch/i,
  Th: /\bthursdays?\b|donnerstag/i,
  Fr: /\bfridays?\b|freitag/i,
  Sa: /\bsaturdays?\b|samstag|sonnabend/i,
  Su: /\bsundays?\b|sonntag/i,
};

/**
 * Tell-tale words and when they plausibly hold, in English and German (German compounds such as
 * "Sommerabenden" or "samstagvormittags" match inside words). A clause that names several must fit all.
 */
const TIP_KEYWORD_RULES: readonly KeywordRule[] = [
  {
    name: "sunset",
    words: /sunset|sundown|\bdusk\b|golden hour|sonnenuntergang|abendsonne|abendrot|abendlicht|dämmerung/i,
    holds: (f) => f.sees("sunset"),
  },
  { name: "sunrise", words: /sunrise|\bdawn\b|sonnenaufgang|morgengrauen/i, holds: (f) => f.sees("sunrise") },
  { name: "breakfast", words: /breakfast|frühstück|zmorge/i, holds: meal(["breakfast"], "06:00", "11:30") },
  { name: "brunch", words: /brunch/i, holds: meal(["breakfast", "lunch"], "09:00", "15:00") },
  {
    name: "lunch",
    words: /\blunch|mittagessen|mittagstisch|mittagsmenü|mittagsgericht|zu mittag|\bmittags\b/i,
    holds: meal(["lunch"], "11:30", "15:00"),
  },
  {
    name: "dinner",
    words: /\bdinner|\bsupper|abendessen|zu abend (?:essen|isst)/i,
    holds: meal(["dinner"], "17:30", "23:00"),
  },
  {
    name: "morning",
    words: /\bmornings?\b|vormittag|\bmorgens\b|\bam (?:frühen )?morgen\b|frühmorgens/i,
    holds: between("05:00", "12:00"),
  },
  { name: "afternoon", words: /afternoons?|nachmittag/i, holds: between("12:00", "18:00") },
  {
    name: "evening",
    words: /\bevenings?\b|abend(?!essen|brot|kasse|sonne|rot|licht)/i,
    holds: between("17:00", "24:00"),
  },
  {
    name: "dark",
    words:
      /after dark|in the dark\b|floodlit|illuminated|\blit up\b|city lights|lights come on|nach einbruch der dunkelheit|im dunkeln|angestrahlt|beleuchtet|lichter der stadt|lichter angehen/i,
    holds: (f) => f.spends(f.darkMinutes),
  },
  {
    name: "daylight",
    words: /daylight|\bsunny\b|in the sun\b|tageslicht|sonnig|in der sonne\b/i,
    holds: (f) => f.spends(f.daylightMinutes),
  },
  {
    name: "summer",
    // Summer rolls are on the menu all year.
    words: /summer(?! palace| rolls?)|sommer(?!residenz|schloss|palast|rolle)/i,
    holds: months(5, 6, 7, 8, 9),
  },
  {
    name: "warm",
    words:
      /\bwarm(?:er)? (?:evenings?|days?|nights?|weather)|(?:warmen|lauen|lauer|warmem) (?:abend|tag|nacht|wetter)/i,
    holds: months(5, 6, 7, 8, 9),
  },
  { name: "winter", words: /winter(?! ?garden|garten)/i, holds: months(11, 12, 1, 2, 3) },
  {
    name: "cold",
    words: /\bcold (?:days?|evenings?|nights?|weather)|kalten (?:tag|abend|nacht)|bei kälte/i,
    holds: months(10, 11, 12, 1, 2, 3, 4),
  },
  { name: "spring", words: /\bspring\b|frühling|frühjahr/i, holds: months(3, 4, 5) },
  { name: "autumn", words: /\bautumn|\bin (?:the )?fall\b|herbst/i, holds: months(9, 10, 11) },
  {
    // A dish to order right after lunch or dinner elsewhere, or just before it, is a second meal: drinks
    // and sweets are fine.
    name: "dish",
    words:
      /\b(?:burgers?|sausages?|bratwurst|hot dogs?|pizzas?|a slice\b(?! of)|croque|sandwich(?:es)?|pancakes?|fries|ramen|dumplings|dim sum|fondue|raclette|falafel|tarte flambée|schnitzel|platter|tacos?|fish rolls?|(?:pork )?knuckle|dripping bread|plate of|fish and chips|cheese (?:plate|board)|cheeseboard|daily (?:[\w-]+ )?(?:plate|special|dish)|dish of the day|small plates|savoury)\b|burger|wurst|würst|croque|pfannkuchen|flammkuchen|kleinen tellern|pommes|knödel|spätzle|brettljause|tagesteller|tagesgericht|fischbrötchen|haxe|schmalzbrot|käseteller|käseplatte|saumagen|labskaus|leberkäs|okonomiyaki/i,
    holds: (f) => f.visit.meal !== null || !(f.visit.afterMeal || f.visit.beforeMeal),
    context: true,
  },
  {
    // Children's fun in a plan without children is noise ("let the kids loose on the playground").
    name: "kids",
    words: /\b(?:kids?|children|child|toddlers?)\b|\bkinder(?:n|wagen)?\b|\bkleine[n]? kinder/i,
    // "Not for small children" still tells grown-ups what the place is like.
    // Kid goat is on the menu, not in the company.
    unless: /\bnot (?:for|suitable)|nichts für|nicht für|ungeeignet|kid goat/i,
    holds: (f) => f.company.kids,
    context: true,
  },
  {
    // Opera and theatre nights are evenings: "a calm spot after the opera" is no tip at 11:40.
    name: "show",
    words:
      /(?:before|after) (?:the|a) (?:opera|show|performance|concert|play)|(?:vor|nach) (?:der|einer) (?:oper|vorstellung|aufführung)|vor einem konzert/i,
    holds: between("17:00", "24:00"),
  },
  {
    // A vegan or vegetarian plan is not told to order the pork knuckle.
    name: "meat",
    words:
      /\b(?:meat|beef|steak|pork|bacon|ham|chicken|duck|lamb|veal|burgers?|sausages?|bratwurst|hot dogs?|schnitzel|eisbein|knuckle|brisket|ribs|tartare|oysters?|fish|seafood|eel|matjes|herring|prawns?|shrimps?|lobster|crab|mussels|clams|sushi|sashimi|côte de bœuf)\b|fleisch|rind|schwein|speck|schinken|hähnchen|hendl|\bente\b|lamm|\bkalb|burger|wurst|würst|schnitzel|eisbein|haxe|leberkäs|fisch|\baal|matjes|hering|garnele|auster|muschel|tafelspitz|saumagen|labskaus|frikadelle/i,
    unless: /vegan|vegetar|meat-free|plant-based|fleischlos|pflanzlich/i,
    holds: (f) => !f.company.meatFree,
    context: true,
  },
  {
    // A vegan plan is not told to add sour cream or order the cheese plate either.
    name: "dairy",
    words:
      /\b(?:sour cream|cream|cheese|butter|eggs?|milk|honey|yog(?:h)?urt|clotted|crème fraîche)\b|sahne|käse|butter|\beier?\b|milch|honig|joghurt|quark/i,
    unless: /vegan|plant-based|oat|pflanzlich|hafer/i,
    holds: (f) => !f.company.vegan,
    context: true,
  },
  { name: "birthday", words: /birthday|geburtstag/i, holds: (f) => !!f.company.birthday, context: true },
  {
    name: "occasion",
    words: /suits the occasion|for (?:a|the) (?:special )?occasion|zum anlass|für besondere anlässe/i,
    holds: (f) => !!f.company.occasion,
    context: true,
  },
  { name: "christmas", words: /christmas|weihnacht|\badvent\b|adventszeit/i, holds: (f) => f.month >= 11 },
  {
    name: "weekend",
    // "Wochenend-Brunch" as well as "am Wochenende".
    words: /weekends?|wochenend/i,
    unless: NOT_ABOUT_THIS_DAY,
    holds: (f) => f.weekday === "Sa" || f.weekday === "Su",
  },
  {
    name: "weekday",
    words: /weekdays?|werktags|wochentags|unter der woche/i,
    unless: NOT_ABOUT_THIS_DAY,
    holds: (f) => f.weekday !== "Sa" && f.weekday !== "Su",
  },
  {
    name: "day of the week",
    words:
      /\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonnabend|sonntag/i,
    unless: NOT_ABOUT_THIS_DAY,
    // Any of the days named: "on a Wednesday or Friday evening".
    holds: (f, clause) => WEEKDAY_WORDS[f.weekday].test(clause),
  },
];

/** The rules a clause's words call on (only those about the company and the meal before, if asked). */
export function keywordRules(clause: string, contextOnly = false): KeywordRule[] {
  return TIP_KEYWORD_RULES.filter(
    (rule) => (!contextOnly || rule.context) && rule.words.test(clause) && !rule.unless?.test(clause),
  );
}
