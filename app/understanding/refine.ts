// Changes to a plan on screen, in any phrasing: "make it cheaper", "a bit shorter", "swap the second one",
// "ersetz die letzte Station", "the one after dinner", "undo", "something else entirely", "nochmal".
import { has, ORDINALS, u } from "./words";

/** Which stop a swap means: by position, the last, a word of its name or kind, or next to another stop. */
export type StopTarget = { index: number } | { last: true } | { word: string } | { after: string } | { before: string };

export type RefineReading = {
  cheaper: boolean;
  pricier: boolean;
  shorter: boolean;
  longer: boolean;
  swap: StopTarget | null;
  undo: boolean;
  regenerate: boolean;
};

const SWAP_VERB =
  "swap|switch|replace|change|exchange|skip|drop|ditch|lose|remove|get rid of|tausch\\p{L}*|austausch\\p{L}*|ersetz\\p{L}*|wechsel\\p{L}*|streich\\p{L}*|raus mit|lass\\p{L}* .{0,20}weg|nimm .{0,20}raus";
const ARTICLE = "(?:the|that|this|das|den|die|der|diese[nrs]?|dem)?";
const STOP_NOUN = "(?:one|eins|activity|stop|station|place|spot|location|aktivität|ort|programmpunkt|teil)";
const LAST = /^(last|final|letzte\p{L}*|end)$/u;

export function targetWord(word: string): StopTarget | null {
  if (word in ORDINALS) return { index: ORDINALS[word] };
  if (LAST.test(word)) return { last: true };
  if (/^\d$/.test(word)) return { index: Number(word) - 1 };
  if (/^(it|that|this|one|es|das|den|die|something|etwas|was|station|stop)$/.test(word)) return null;
  return { word };
}

function readSwap(lower: string): StopTarget | null {
  const around = u(
    /\b(?:the one|the stop|the place|das|die station|den ort|die aktivität)\s+(after|before|nach|vor)\s+(?:the\s+|dem\s+|der\s+|das\s+)?(\p{L}+)/u,
  ).exec(lower);
  if (around) return /^(after|nach)$/.test(around[1]) ? { after: around[2] } : { before: around[2] };
  const verb = u(new RegExp(`\\b(?:${SWAP_VERB})\\s+${ARTICLE}\\s*([\\p{L}0-9]+)(?:\\s+${STOP_NOUN})?`)).exec(lower);
  if (verb) {
    const target = targetWord(verb[1]);
    if (target) return target;
  }
  // "the last one", "die letzte Station bitte anders", "instead of the museum".
  const named = u(
    new RegExp(
      `\\b${ARTICLE}\\s*(first|second|third|fourth|fifth|last|erste\\p{L}*|zweite\\p{L}*|dritte\\p{L}*|vierte\\p{L}*|letzte\\p{L}*)\\s+${STOP_NOUN}`,
    ),
  ).exec(lower);
  if (
    named &&
    has(lower, /\b(else|other|different|anders|andere\p{L}*|not|nicht|instead|stattdessen|statt|weg|raus)\b/u)
  )
    return targetWord(named[1]);
  // "die Bar bitte austauschen": the verb at the end, as German puts it.
  const verbLast = u(
    /\b(?:the|das|den|die|der)\s+(\p{L}+)\s+(?:\p{L}+\s+){0,2}(?:austauschen|tauschen|ersetzen|wechseln|streichen|weglassen|rausnehmen)\b/u,
  ).exec(lower);
  if (verbLast) {
    const target = targetWord(verbLast[1]);
    if (target) return target;
  }
  const instead = u(/\b(?:instead of|statt|anstatt|anstelle)\s+(?:the\s+|dem\s+|der\s+|des\s+|das\s+)?(\p{L}+)/u).exec(
    lower,
  );
  if (instead) return targetWord(instead[1]);
  return null;
}

export function readRefinement(lower: string): RefineReading {
  return {
    cheaper: has(
      lower,
      /\b(cheaper|less expensive|lower budget|too (expensive|pricey)|(costs?|spend|spending|it's|that's|thats) too much|not so (expensive|pricey)|billiger|günstiger|preiswerter|weniger teuer|zu teuer|spar\p{L}* (etwas|was|mehr))\b/u,
    ),
    pricier: has(
      lower,
      /\b(pricier|fancier|more expensive|more upscale|posher|teurer|edler|schicker|nobler|more special)\b/,
    ),
    shorter: has(lower, /\b(shorter|less time|not so long|kürzer|nicht so lang\p{L}*)\b/u),
    longer: has(lower, /\b(longer|more time|länger)\b/),
    swap: readSwap(lower),
    undo: has(
      lower,
      /\b(undo|take (that|it) back|put it back|change it back|go back|revert|previous one back|rückgängig|zurück|wie vorher|das alte wieder|vorherige\p{L}* wieder)\b/u,
    ),
    regenerate: has(
      lower,
      /\b(again|another (one|plan)|different plan|try again|something (else|different) entirely|completely different|start over|from scratch|a new plan|new one|nochmal|noch einmal|anderen plan|neuer plan|neuen plan|ganz (was|etwas) anderes|etwas völlig anderes|was völlig anderes|komplett anders|von vorne)\b/,
    ),
  };
}
