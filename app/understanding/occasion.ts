// What the outing is for, and the vibe: an occasion sets the vibe unless one is said (an anniversary is
// romantic, a birthday fun, a first date relaxed); "nothing romantic" is no vibe at all.
import type { Occasion, Vibe } from "~/planning/request-options";
import { has } from "./words";

const OCCASIONS: Array<[Occasion, RegExp]> = [
  [
    "first_date",
    /\b(first date|1st date|erstes date|ersten date|erstes treffen|first time meeting|blind date|tinder date|date from (tinder|bumble|hinge))\b/,
  ],
  [
    "anniversary",
    /\b(anniversary|anniversery|aniversary|anniv|jahrestag|hochzeitstag|jubiläum|years together|jahre zusammen)\b/,
  ],
  ["birthday", /\b(birthday|bday|b-day|birthdy|geburtstag\p{L}*|geb\.|turns \d{2}|wird \d{2})\b/u],
  ["valentines", /\b(valentine'?s?|valentines|valentinstag)\b/],
];
const OCCASION_VIBE: Record<Occasion, Vibe> = {
  anniversary: "romantic",
  valentines: "romantic",
  birthday: "fun",
  first_date: "chill",
};

const VIBES: Array<[Vibe, RegExp]> = [
  [
    "romantic",
    /\b(romantic\p{L}*|romance|romatic|romantisch\p{L}*|intimate|candlelit|kerzenschein|verliebt\p{L}*|zu zweit romantisch)\b/u,
  ],
  [
    "adventure",
    /\b(adventur\p{L}*|abenteuer\p{L}*|aufregend\p{L}*|exciting|thrill\p{L}*|adrenalin\p{L}*|something new|mal was neues|daring|wild)\b/u,
  ],
  [
    "fun",
    /\b(fun|funny|playful|lively|party|spaß\p{L}*|spass\p{L}*|lustig\p{L}*|witzig\p{L}*|lebendig\p{L}*|ausgelassen\p{L}*|good laugh|was erleben)\b/u,
  ],
  [
    "chill",
    /\b(chill\p{L}*|relax\p{L}*|calm|cosy|cozy|laid[- ]back|low[- ]key|easy[- ]going|lazy|quiet|quieter|peaceful|entspann\p{L}*|gemütlich\p{L}*|ruhig\p{L}*|gechillt|locker|gemächlich)\b/u,
  ],
];
const NEGATED = (words: string) =>
  new RegExp(
    `\\b(?:nothing|not|no|nicht|nichts|kein\\p{L}*|bloß nicht|too)\\s+(?:too\\s+|so\\s+|zu\\s+|allzu\\s+)?(?:${words})`,
  );

export function readOccasions(lower: string): Occasion[] {
  return OCCASIONS.filter(([, pattern]) => has(lower, pattern)).map(([occasion]) => occasion);
}

/** The vibe said, else the one the occasions set. */
export function readVibe(lower: string, occasions: readonly Occasion[]): Vibe | undefined {
  for (const [vibe, pattern] of VIBES) {
    if (!has(lower, pattern)) continue;
    const words = pattern.source.slice(3, -3);
    if (has(lower, NEGATED(words))) continue;
    return vibe;
  }
  for (const occasion of occasions) return OCCASION_VIBE[occasion];
  return undefined;
}
