// Moderation that reads like a person: look-alike letters from other alphabets, letters spaced or dotted
// out, words broken by punctuation and common typos are read as the word meant; passive death wishes count
// as self-harm in both languages; the idioms of killing, dying and crime-themed evenings are not violence.
import { describe, expect, it } from "vitest";
import { classify } from "~/moderation/classifier";

// Self-harm however it is disguised: always support with crisis lines, never violence.
// prettier-ignore
const DISGUISED = [
  "k i l l myself",
  "k.i.l.l m.y.s.e.l.f",
  "i want to k-i-l-l myself",
  "ki.ll myself tonight",
  "k\u0456ll mys\u0435lf", // Cyrillic і and е
  "\u03baill myself", // Greek kappa
  "\u0455uicide", // Cyrillic dze
  "thinking about s u i c i d e",
  "su1c1de",
  "sui cide thoughts",
  "i want to kil myslef",
  "i wnat to die",
  "𝐤𝐢𝐥𝐥 𝐦𝐲𝐬𝐞𝐥𝐟", // mathematical bold
  "i wanna d i e",
  "I just want to d.i.e",
  "ich will mich u m b r i n g e n",
  "ich will mich umbrignen",
  "s.e.l.b.s.t.m.o.r.d",
  "ich will st3rben",
  "Su\u0456zid", // Cyrillic і
];

// Wishing not to be alive, without naming an act.
// prettier-ignore
const PASSIVE_WISHES = [
  "everyone would be better off without me",
  "my family would be better off without me",
  "the world would be better without me",
  "I wish I wasn't alive",
  "I wish I wasnt alive anymore",
  "I don't want to wake up",
  "i dont want to wake up tomorrow",
  "I hope I don't wake up tomorrow",
  "no one would miss me if I was gone",
  "nobody would care if i died",
  "I wish I could disappear forever",
  "I wish I was never born",
  "I'm tired of being alive",
  "i dont want to be here anymore",
  "what's the point of living",
  "nicht mehr aufwachen",
  "ich will nicht mehr aufwachen",
  "alle wären besser dran ohne mich",
  "ohne mich wären alle besser dran",
  "ich will nicht mehr leben",
  "meine Familie wäre ohne mich besser dran",
  "niemand würde mich vermissen",
  "ich wünschte, ich wäre nie geboren",
  "ich wünschte ich wäre tot",
  "ich hoffe, ich wache morgen nicht auf",
  "ich bin es leid zu leben",
  "wozu noch leben",
  "ich mag nicht mehr leben",
];

// Everyday words of a night out that sound like violence or death.
// prettier-ignore
const IDIOMS = [
  "killer views",
  "a rooftop with killer views",
  "I'd kill for a good pizza",
  "dying to try it",
  "we're dying to try that new ramen place",
  "dressed to kill",
  "murder mystery dinner",
  "a crime-themed evening",
  "true crime museum",
  "escape room heist",
  "a killer cocktail bar",
  "a to-die-for dessert",
  "the band killed it last time",
  "laugh ourselves to death at a comedy club",
  "drop dead gorgeous views",
  "a haunted house tour",
  "ghost walk through the old town",
  "jack the ripper walking tour",
  "a whodunit dinner theatre",
  "knife-making workshop",
  "axe throwing",
  "shoot some pool",
  "a shot of tequila",
  "I'm dead tired after work, something chill",
  "to die for chocolate cake",
  "a heist movie night",
  "Sherlock Holmes museum",
  "killing time before the train",
  "a dinner that slays",
  "zum Totlachen",
  "mörderisch gut",
  "ein Krimidinner",
  "Krimidinner mit Mordfall",
  "ich sterbe vor Hunger",
  "Schnitzel zum Sterben gut",
  "Totlachen im Comedy Club",
  "Tatort schauen in der Kneipe",
  "ein Abend mit Gruselführung",
  "Lasertag und Escape Room",
  "ein Krimi-Abend im Theater",
  "Geisterbahn auf dem Rummel",
  "ich würde für eine gute Pizza töten",
  "ein mörderisch scharfes Curry",
  "Mordsspaß beim Bowling",
  "todmüde nach der Arbeit, was Ruhiges",
  "Mörderspiel mit Freunden",
  "a killer brunch spot",
  "die besten Killer-Burger",
];

describe("moderation that reads like a person", () => {
  it.each([...DISGUISED, ...PASSIVE_WISHES])("answers %j with support, as self-harm only", (text) => {
    expect(classify(text)).toMatchObject({
      isInappropriate: true,
      categories: ["self-harm"],
      suggestedAction: "support",
    });
  });

  it.each(IDIOMS)("allows %j", (text) => {
    expect(classify(text)).toMatchObject({ isInappropriate: false, categories: [] });
  });

  it("tests at least 80 new phrases, half of them harmless", () => {
    expect(DISGUISED.length + PASSIVE_WISHES.length + IDIOMS.length).toBeGreaterThanOrEqual(80);
    expect(IDIOMS.length).toBeGreaterThanOrEqual(40);
  });
});
