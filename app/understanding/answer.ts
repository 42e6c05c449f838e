// A short yes or no, the answer to "That makes a new plan. Go ahead?".
import { has } from "./words";

const YES =
  /^(yes|yeah|yep|sure|ok|okay|go ahead|do it|please do|of course|ja|jep|jo|klar|gerne|gern|mach das|mach ruhig|mach schon|los|passt|einverstanden|natürlich)\b/;
const NO = /^(no|nope|nah|don'?t|cancel|not now|nein|nö|ne|lieber nicht|doch nicht|abbrechen|nicht jetzt)\b/;

/** A short yes or no (to "That makes a new plan. Go ahead?"); null for anything else. */
export function readAnswer(text: string): "yes" | "no" | null {
  const lower = text.toLowerCase().trim();
  if (lower.split(/\s+/).length > 6) return null;
  if (has(lower, YES)) return "yes";
  if (has(lower, NO)) return "no";
  return null;
}
