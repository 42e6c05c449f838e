// Indoors or outdoors, negation included: "bloß nicht draußen" and "if it rains" are indoors, "not
// inside all day" is outdoors.
import type { Preference } from "~/planning/request-options";
import { has } from "./words";

const OUT =
  "outdoors?|outdoorsy|outside|open[- ]air|draußen|draussen|im freien|unter freiem himmel|fresh air|frische luft";
const IN = "indoors?|inside|drinnen|unter dach|überdacht";
const NOT =
  "(?:not|no|nothing|never|don'?t want to be|nicht|nichts|nix|kein\\p{L}*|bloß nicht|lieber nicht|bitte nicht)\\s+(?:\\w+\\s+)?";

export function readSetting(lower: string): Preference[] | undefined {
  if (has(lower, new RegExp(`\\b${NOT}(?:${OUT})\\b`))) return ["indoor"];
  if (has(lower, new RegExp(`\\b${NOT}(?:${IN})\\b`))) return ["outdoor"];
  if (
    has(
      lower,
      /\b(rain\p{L}*|regen\p{L}*|rainy day|bad weather|schlechtes wetter|schlechtem wetter|too cold|zu kalt)\b/u,
    )
  )
    return ["indoor"];
  if (has(lower, new RegExp(`\\b(?:${OUT})\\b`))) return ["outdoor"];
  if (has(lower, new RegExp(`\\b(?:${IN})\\b`))) return ["indoor"];
  return undefined;
}
