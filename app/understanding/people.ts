// Who comes along: children, with ages or as teenagers ("my son (6)", "mit den Kids", "two teens"), or
// plainly none ("without the kids", "nur wir zwei"). The request knows only whether kids come; the ages
// are read for what the assistant says back.
import { has, u } from "./words";

export type PeopleReading = { withKids?: boolean; kidAges: number[] };

const NO_KIDS =
  /\b(without (the |our |any )?(kids|children|kinder)|no kids|no children|kid-?free|child-?free|adults only|just (the )?(two|2) of us|just us two|only (the )?(two|2) of us|ohne (die |unsere )?(kinder|kids)|keine kinder|kinderfrei|nur wir (zwei|beide|2)|nur (zu )?zweit|babysitter|sitter)\b/;
const KIDS =
  /\b(kids?|kiddos?|children|child|toddlers?|bab(y|ies)|teens?|teenagers?|son|sons|daughters?|little ones|family|families|familien?\p{L}*|kinder\p{L}*|kind|kleinkind\p{L}*|sohn|söhne|tochter|töchter|die kleinen|teenies?|jugendliche\p{L}*|nachwuchs|enkel\p{L}*|grandkids?|nephews?|nieces?|neffen?|nichten?)\b/u;
const AGE =
  /\b(?:(?:son|daughter|kid|child|boy|girl|sohn|tochter|kind|junge|mädchen)\s*\(?\s*(\d{1,2})\s*\)?|(\d{1,2})\s*(?:-| )?(?:years? old|yo|y\/o|jahre alt|jährige[nr]?|jahre|j\.)|aged? (\d{1,2}))/g;

export function readPeople(lower: string): PeopleReading {
  const kidAges = [...lower.matchAll(u(AGE))].map((m) => Number(m[1] ?? m[2] ?? m[3])).filter((age) => age < 18);
  if (has(lower, NO_KIDS)) return { withKids: false, kidAges: [] };
  if (kidAges.length || has(lower, KIDS)) return { withKids: true, kidAges };
  return { kidAges };
}
