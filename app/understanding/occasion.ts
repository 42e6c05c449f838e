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
  ["birthday", /\b(birthday|bday|b-day|birthdy|geburtstag\w*|geb\.|turns \d{2}|wird \d{2})\b/],
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
    /\b(romantic\w*|romance|romatic|romantisch\w*|intimate|candlelit|kerzenschein|verliebt\w*|zu zweit romantisch)\b/,
  ],
  [
    "adventure",
    /\b(adventur\w*|abenteuer\w*|aufregend\w*|exciting|thrill\w*|adrenalin\w*|something new|mal was neues|daring|wild)\b/,
  ],
  [
    "fun",
    /\b(fun|funny|playful|lively|party|spaß\w*|spass\w*|lustig\w*|witzig\w*|lebendig\w*|ausgelassen\w*|good laugh|was erleben)\b/,
  ],
  [
    "chill",
    /\b(chill\w*|relax\w*|calm|cosy|cozy|laid[- ]back|low[- ]key|easy[- ]going|lazy|quiet|quieter|peaceful|entspann\w*|gemütlich\w*|ruhig\w*|gechillt|locker|gemächlich)\b/,
  ],
];
const NEGATED = (words: string) =>
  new RegExp(
    `\\b(?:nothing|not|no|nicht|nichts|kein\\w*|bloß nicht|too)\\s+(?:too\\s+|so\\s+|zu\\s+|allzu\\s+)?(?:${words})`,
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
