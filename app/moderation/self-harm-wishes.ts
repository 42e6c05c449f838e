// Passive death wishes, which name no act: that others would be better off without me, that nobody would
// miss me, being tired of being alive, not waking up, never having been born. People in crisis often say it
// this way first, so these count as self-harm like the plain words do (self-harm.ts reads them with its own).
import type { Severity } from "./blocklist";
import { after, phrase, phraseUnless, type Find } from "./phrase-match";

/** Where "tired of living …" is about a place, not about living. */
const PLACE = /^(?:in|near|at|on|there|here|downtown|abroad|with|out|like|so|paycheck|pay)$/;

export const PASSIVE_WISHES: { severity: Severity; find: Find }[] = [
  // English
  {
    severity: "critical",
    find: phrase(
      "world|everyone|everybody|family|friends|everything|theyd|everyones|people|parents|kids would|will|be? be? better|happier off? without me",
    ),
  },
  { severity: "critical", find: phrase("nobody|noone|nobodyd would|will|d miss|notice me") },
  { severity: "critical", find: phrase("no one would|will|d miss me") },
  { severity: "critical", find: phrase("nobody|noone|one would|will|d care|notice if|when i died|die") },
  { severity: "critical", find: phrase("nobody|noone|one would|will|d care|notice if|when i was|were|am gone|dead") },
  {
    severity: "critical",
    find: phraseUnless("tired|sick|exhausted of|from being? alive|living|existing|life", (words, found) =>
      PLACE.test(after(words, found)),
    ),
  },
  { severity: "critical", find: phrase("whats|no the? point in|of living|existing|life") },
  { severity: "critical", find: phrase("whats|no the? point in|of going on") },
  { severity: "critical", find: phrase("disappear|vanish forever|permanently") },
  // German
  { severity: "critical", find: phrase("besser dran|aufgehoben ohne mich") },
  { severity: "critical", find: phrase("ohne mich besser dran|aufgehoben") },
  {
    severity: "critical",
    find: phrase(
      "ohne mich waeren|waere|waers|sind|ist|wird|werden alle|jeder|es|sie|ihr|welt|familie? besser|gluecklicher",
    ),
  },
  { severity: "critical", find: phrase("niemand|keiner|keine wuerde|wuerd|wird|wuerden mich vermissen") },
  { severity: "critical", find: phrase("waere|waer|bin nie|niemals|nicht geboren") },
  { severity: "critical", find: phrase("wache|wach morgen? nie|nicht|nimmer mehr|wieder? auf") },
  { severity: "critical", find: phrase("es leid|satt|muede zu? leben") },
  { severity: "critical", find: phrase("des lebens muede|leid|satt|ueberdruessig") },
  { severity: "critical", find: phrase("wozu|wofuer|warum|wieso noch leben|weiterleben|aufstehen") },
  { severity: "critical", find: phrase("will|moechte|mag|wollte nicht|nie mehr da|hier sein") },
  { severity: "critical", find: phrase("will|moechte|mag|wollte nicht|nie mehr existieren") },
  { severity: "critical", find: phrase("fuer immer verschwinden") },
];
