// Hand edits of the plan on screen, in any phrasing: "drop the museum", "move dinner earlier", "make the
// museum longer", "more time at the gallery", "add a coffee before the cinema", "lass die Bar weg",
// "verschieb das Essen nach vorne", "noch ein Café vor dem Kino". Which stop is meant is settled against
// the plan (stop.ts); a reading that names no stop of it is no edit.
import { targetWord, type StopTarget } from "./refine";
import { u } from "./words";

export type EditReading =
  | { kind: "remove"; target: StopTarget }
  | { kind: "move"; target: StopTarget; direction: "up" | "down" }
  | { kind: "resize"; target: StopTarget; minutes: 15 | -15 }
  /** `what`: a kind ("coffee"), or with `named` a place's name as said ("café einstein"). */
  | { kind: "add"; what: string; named?: true; next: { before: string } | { after: string } | null };

const ART = "(?:the|my|our|that|this|das|den|die|der|dem|unser\\p{L}*)?\\s*";
/** "the second one", "die zweite Station": the noun after a position says nothing more. */
const NOUN = "(?:\\s+(?:one|stop|station|place|eins))?";
const ELSE = /\b(else|other|different|instead|anders|andere\p{L}*|stattdessen|statt)\b/u;
const EARLIER = /^(earlier|first|forward|up|sooner|früher|vor|nach vorne|nach oben|zuerst)$/u;

/** Words after a verb that name no stop ("move it earlier", "start an hour later"). */
const NO_STOP = /^(the|a|an|my|start|hour|stunde|bit|little|plan|whole|ganze\p{L}*|time|zeit)$/u;

/** A stop named by a word: a position ("the second one", "the last"), else the word itself. */
function target(word: string): StopTarget | null {
  const t = targetWord(word);
  return t && "word" in t && NO_STOP.test(t.word) ? null : t;
}

function readRemove(lower: string): EditReading | null {
  if (u(ELSE).test(lower)) return null; // "drop the bar for something else" is a swap
  const verb = u(
    new RegExp(`\\b(?:drop|remove|skip|ditch|cut|get rid of|streich\\p{L}*|entfern\\p{L}*)\\s+${ART}(\\p{L}+)`, "u"),
  ).exec(lower);
  const german = u(new RegExp(`\\b(?:lass|nimm)\\s+${ART}(\\p{L}+)\\s+(?:\\p{L}+\\s+){0,2}?(?:weg|raus)\\b`, "u")).exec(
    lower,
  );
  const last = u(
    /\b(?:das|den|die|der)\s+(\p{L}+)\s+(?:\p{L}+\s+){0,2}(?:streichen|weglassen|rausnehmen|entfernen)\b/u,
  ).exec(lower);
  const word = (verb ?? german ?? last)?.[1];
  const t = word ? target(word) : null;
  return t ? { kind: "remove", target: t } : null;
}

function readMove(lower: string): EditReading | null {
  const m = u(
    new RegExp(
      `\\b(?:move|put|shift|have|do|verschieb\\p{L}*|leg\\p{L}*|setz\\p{L}*|mach\\p{L}*)\\s+${ART}(\\p{L}+)${NOUN}\\s+(?:a bit\\s+|etwas\\s+|bitte\\s+)?(earlier|later|first|forward|back|up|down|sooner|früher|später|nach vorne|nach hinten|nach oben|nach unten|vor|zuerst)\\b`,
      "u",
    ),
  ).exec(lower);
  const t = m ? target(m[1]) : null;
  return m && t ? { kind: "move", target: t, direction: EARLIER.test(m[2]) ? "up" : "down" } : null;
}

function readResize(lower: string): EditReading | null {
  const make = u(
    new RegExp(
      `\\b(?:make|mach\\p{L}*|keep|stay at|bleib\\p{L}* (?:im|in der|beim|am))\\s+${ART}(\\p{L}+)${NOUN}\\s+(?:a bit\\s+|etwas\\s+|bitte\\s+)?(longer|shorter|länger|kürzer)\\b`,
      "u",
    ),
  ).exec(lower);
  const time = u(
    /\b(more|less|mehr|weniger)\s+(?:time|zeit)\s+(?:at|in|for|im|in der|beim|am|für)\s+(?:the\s+|das\s+|den\s+|die\s+)?(\p{L}+)/u,
  ).exec(lower);
  const word = make?.[1] ?? time?.[2];
  const longer = make ? /^(longer|länger)$/.test(make[2]) : /^(more|mehr)$/.test(time?.[1] ?? "");
  const t = word ? target(word) : null;
  return t ? { kind: "resize", target: t, minutes: longer ? 15 : -15 } : null;
}

type Next = Extract<EditReading, { kind: "add" }>["next"];
const nextOf = (word: string | undefined, stop: string | undefined): Next =>
  word && stop ? (/^(before|vor)$/.test(word) ? { before: stop } : { after: stop }) : null;

/** A name: up to six words, none of them the words that say where it goes. */
const NAME = "((?:(?!(?:before|after|vor|nach|to|zum|zur|in|into|hinzu|dazu|rein|ein)\\b)[\\p{L}\\d'&.-]+\\s*){1,6}?)";
const WHERE = "(?:\\s+(before|after|vor|nach)\\s+(?:the\\s+|dem\\s+|der\\s+|das\\s+|den\\s+)?(\\p{L}+))?";
const ADD_NAMED = [
  // "add Café Einstein before dinner", "add the Bode-Museum to the plan", "squeeze in Einstein after the museum"
  new RegExp(
    `\\b(?:add|squeeze in|fit in|include)\\s+(?:the\\s+)?${NAME}(?:\\s+(?:to|into|in)\\s+(?:the|my|our)\\s+plan)?${WHERE}(?:\\s+(?:please|pls|too|as well))?\\s*[.!?]*$`,
    "u",
  ),
  // "füg Café Einstein vor dem Essen hinzu", "nimm noch das Café Einstein dazu"
  new RegExp(
    `\\b(?:füg\\p{L}*|nimm)\\s+(?:noch\\s+)?(?:das\\s+|den\\s+|die\\s+)?${NAME}${WHERE}\\s+(?:noch\\s+)?(?:hinzu|dazu|rein|mit rein)\\b`,
    "u",
  ),
];

function readAdd(lower: string): EditReading | null {
  const m = u(
    /\b(?:add|squeeze in|fit in|füg\p{L}*|noch)\s+(?:a|an|some|one|(?:noch )?ein(?:e|en|er|em|es)?)\s+(\p{L}+)(?:\s+(?:stop|break|pause))?(?:\s+(before|after|vor|nach)\s+(?:the\s+|dem\s+|der\s+|das\s+|den\s+)?(\p{L}+))?/u,
  ).exec(lower);
  if (m) return { kind: "add", what: m[1], next: nextOf(m[2], m[3]) };
  for (const pattern of ADD_NAMED) {
    const named = pattern.exec(lower);
    const what = named?.[1].trim();
    if (named && what) return { kind: "add", what, named: true, next: nextOf(named[2], named[3]) };
  }
  return null;
}

export function readEdit(lower: string): EditReading | null {
  return readAdd(lower) ?? readMove(lower) ?? readResize(lower) ?? readRemove(lower);
}
