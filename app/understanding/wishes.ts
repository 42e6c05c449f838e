// What people wish for ("a bakery", "records and coffee", "no churches"), wanted or not, read by the same
// reader as the form's special requests; and those wishes as the short special-requests text the request
// carries, which reads back into the same wishes.
import { readWishes } from "~/planning/wishes";
import { SPECIAL_REQUEST_MAX, type PlanLanguage } from "~/planning/request-options";

export type TypedWish = { topic: string; wanted: boolean; said: string };

/** Topics other fields already carry (indoors/outdoors is the request's preference). */
const CARRIED_ELSEWHERE = new Set(["outdoor"]);
/** Moods the request's vibe and slot carry ("entspannt" is chill, "ausgehen" the night): not repeated as wishes. */
const MOODS = new Set(["quiet", "lively", "cosy", "nightlife"]);

/** Wishes that say more than the request's other fields do. */
export const ownWishes = (wishes: readonly TypedWish[]) => wishes.filter((w) => !MOODS.has(w.topic));

export function readTypedWishes(text: string): TypedWish[] {
  const read = readWishes(text);
  return [
    ...read.wanted.map((w) => ({ topic: w.id, wanted: true, said: w.said })),
    ...read.unwanted.map((w) => ({ topic: w.id, wanted: false, said: w.said })),
  ].filter((w) => !CARRIED_ELSEWHERE.has(w.topic));
}

/**
 * The wishes as special-requests text that fits the field, whole wishes only: as said where they all fit,
 * else by their shortest words ("brunch, museum, lake" for "sunday brunch, museum, walk by the lake").
 */
export function specialRequestsOf(
  wishes: readonly TypedWish[],
  text: string,
  language: PlanLanguage,
): string | undefined {
  const no = language === "de" ? "ohne" : "no";
  // "no alcohol", "kein Fisch", "alkoholfrei" say their negation already.
  const saysNo =
    /(?:^|[^\p{L}])(?:no|not|without|never|avoid|skip|kein\p{L}*|ohne|nicht|bloß|nix)(?![\p{L}])|free\b|frei\p{L}*/iu;
  const forms = ownWishes(wishes).map((wish) => {
    // A negation said as one word ("alkoholfrei") comes back as the whole message: name the topic instead.
    const said = wish.said === text.trim() || wish.said.length > SPECIAL_REQUEST_MAX ? wish.topic : wish.said;
    return wish.wanted ? [said, ...keyWords(said, wish.topic)] : [saysNo.test(said) ? said : `${no} ${said}`];
  });
  const fit = (pick: (forms: string[]) => string[]) => {
    const parts: string[] = [];
    for (const options of forms) {
      const part = pick(options).find((form) => [...parts, form].join(", ").length <= SPECIAL_REQUEST_MAX);
      if (part) parts.push(part);
    }
    return parts;
  };
  const said = fit((options) => options);
  const short = fit((options) => [...options].sort((a, b) => a.length - b.length));
  const parts = short.length > said.length ? short : said;
  return parts.length ? parts.join(", ") : undefined;
}

/** The words of a wanted wish that read alone as the same wish, shortest first ("vintage shops": "vintage"). */
function keyWords(said: string, topic: string): string[] {
  const words = said.split(/\s+/).filter((word) => word.length > 2 && word !== said);
  return words
    .filter((word) => readWishes(word).wanted.some((w) => w.id === topic))
    .sort((a, b) => a.length - b.length);
}
