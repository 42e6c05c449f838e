// How they get around: "on foot", "zu Fuß", "by bike", "Öffis", "U-Bahn", "tram", "taxi", "a driver";
// "without a car" or "kein Auto" is not by car, so public transport unless another way is said.
import type { Transport } from "~/planning/request-options";
import { has } from "./words";

const MODES: Array<[Transport, RegExp]> = [
  [
    "walking",
    /\b(on foot|walk|walking|walkable|stroll\p{L}*|by foot|zu fuß|zu fuss|laufen|gehen zu fuß|spazier\p{L}*|fußläufig|zu fuß erreichbar)\b/u,
  ],
  ["bike", /\b(bike|bikes|biking|bicycle|cycling|cycle|e-?bike|fahrrad\p{L}*|rad|räder|radeln|radtour|mit dem rad)\b/u],
  [
    "car",
    /\b(car|cars|drive|driving|by car|taxi|taxis|cab|uber|lyft|driver|chauffeur|limo|auto|mit dem auto|fahrer|mietwagen)\b/,
  ],
  [
    "public_transport",
    /\b(public transport|public transit|transit|subway|tube|metro|tram|trams|bus|buses|train|trains|underground|s-?bahn|u-?bahn|öffentlich\p{L}*|öffis|oeffis|öpnv|straßenbahn|tram|bim|bahn|by public)\b/u,
  ],
];
const NO_CAR =
  /\b(without (a |the )?car|no car|don'?t have a car|haven'?t got a car|not driving|no driving|ohne auto|kein auto|keinen wagen|haben kein auto|nicht mit dem auto|ohne wagen)\b/;
const NOT_WALKING =
  /\b(not (too |so )?much walking|too much walking|too much walk|less walking|don'?t want to walk|no walking|(?:rather|prefer) not (?:to )?walk|not walk (?:that|so|too) much|walk less|nicht (so )?viel laufen|zu viel (laufen|gelaufen|zu fuß)|weniger laufen|nicht laufen|kein laufen)\b/;

/** Said outright ("by bike", "mit dem Rad"): wins over a mode only mentioned ("a walk along the river"). */
const SAID: Array<[Transport, RegExp]> = [
  ["walking", /\b(on foot|by foot|zu fuß|zu fuss)\b/u],
  [
    "bike",
    /\b(by (e-?)?bikes?|by bicycle|on (our |my )?(e-?)?bikes?|mit (dem|den) (fahr)?r(a|ä)d(ern)?|per (fahr)?rad)\b/u,
  ],
  ["car", /\b(by (car|taxi|cab|uber)|mit dem (auto|taxi|wagen))\b/],
  [
    "public_transport",
    /\b(by (public transport|transit|subway|tube|metro|tram|bus|train)|mit (den öffis|der bahn|der u-?bahn|der tram|dem bus))\b/u,
  ],
];

export function readTransport(lower: string): Transport | undefined {
  const noCar = has(lower, NO_CAR);
  const noWalk = has(lower, NOT_WALKING);
  for (const [mode, pattern] of SAID) if (has(lower, pattern)) return mode;
  for (const [mode, pattern] of MODES) {
    if ((mode === "car" && noCar) || (mode === "walking" && noWalk)) continue;
    if (has(lower, pattern)) return mode;
  }
  return noCar || noWalk ? "public_transport" : undefined;
}
