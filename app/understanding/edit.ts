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
/** A closing word of a short request ("please", "bitte"). */
const POLITE = "(?:\\s+(?:please|pls|bitte))?\\s*[.!?]*";
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
  // "take the museum out", "das Museum raus", and on its own "no museum please", "ohne das Museum bitte".
  const out = u(new RegExp(`\\b(?:take|leave|cut)\\s+${ART}(\\p{L}+)\\s+out\\b`, "u")).exec(lower);
  const bare = u(
    new RegExp(
      `^(?:${ART}(\\p{L}+)\\s+(?:bitte\\s+)?(?:raus|weg)|(?:no|without|ohne|kein\\p{L}*)\\s+${ART}(\\p{L}+))${POLITE}$`,
      "u",
    ),
  ).exec(lower);
  const word = (verb ?? german ?? last ?? out)?.[1] ?? bare?.[1] ?? bare?.[2];
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
  if (m) {
    const t = target(m[1]);
    return t ? { kind: "move", target: t, direction: EARLIER.test(m[2]) ? "up" : "down" } : null;
  }
  // "can dinner be earlier?", "dinner a bit earlier please", "kann das Abendessen früher sein?", "Essen lieber früher".
  const asked = u(
    new RegExp(
      `^(?:(?:can|could|should)\\s+(?:we\\s+(?:have|do|make)\\s+)?|(?:kann|könnte|können|sollte)\\s+(?:wir\\s+)?)?${ART}(\\p{L}+)${NOUN}\\s+(?:be\\s+)?(?:(?:a bit|a little|bit|etwas|bitte|lieber|ein bisschen|ein wenig)\\s+)*(earlier|later|sooner|früher|später)\\b`,
      "u",
    ),
  ).exec(lower);
  // "das Essen vorziehen", "die Bar nach hinten schieben".
  const german = u(
    new RegExp(
      `\\b${ART}(\\p{L}+)\\s+(?:bitte\\s+|etwas\\s+)?(vorziehen|vorverlegen|nach vorne \\p{L}+|nach hinten \\p{L}+)`,
      "u",
    ),
  ).exec(lower);
  const said = asked ?? german;
  const t = said ? target(said[1]) : null;
  if (!said || !t) return null;
  return {
    kind: "move",
    target: t,
    direction: /^(earlier|sooner|früher|vor|nach vorne)/.test(said[2]) ? "up" : "down",
  };
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
/** "a coffee", "einen Kaffee": one of a kind. */
const A_KIND = "(?:a|an|one|ein(?:e|en|er|em|es)?)\\s+(\\p{L}+)(?:\\s+(?:stop|break|pause))?";
const WHERE_AFTER = "\\s+(before|after|vor|nach)\\s+(?:the\\s+|dem\\s+|der\\s+|das\\s+|den\\s+)?(\\p{L}+)";
/** Where an added stop goes, said anywhere in the message ("vor dem Abendessen … einen Kaffee"). */
function placed(lower: string): Next {
  const m = u(/\b(before|after|vor|nach)\s+(?:the\s+|dem\s+|der\s+|das\s+|den\s+)(\p{L}+)/u).exec(lower);
  return m ? nextOf(m[1], m[2]) : null;
}
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
  // "füg vor dem Essen noch einen Kaffee ein": where it goes may come first.
  if (m) return { kind: "add", what: m[1], next: nextOf(m[2], m[3]) ?? placed(lower) };
  // Without a verb: "can we get a coffee before dinner?", "vor dem Essen noch auf einen Kaffee".
  const kind = u(new RegExp(`\\b${A_KIND}${WHERE_AFTER}`, "u")).exec(lower);
  if (kind) return { kind: "add", what: kind[1], next: nextOf(kind[2], kind[3]) };
  const german = u(new RegExp(`\\b(vor|nach)\\s+${ART}(\\p{L}+)\\s+(?:noch\\s+)?(?:auf\\s+)?${A_KIND}`, "u")).exec(
    lower,
  );
  if (german) return { kind: "add", what: german[3], next: nextOf(german[1], german[2]) };
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
