// The keyword blocklist: harmless words that contain a term pass, disguised terms do not.
import { describe, expect, it } from "vitest";
import { checkBlocklist, type Category } from "~/moderation/blocklist";
import { foldText } from "~/moderation/fold-text";

/** Requests people really write for a date or outing, many of them containing a listed term. */
const HARMLESS = [
  // English
  "Sussex",
  "Essex",
  "Middlesex",
  "Wessex pub",
  "Scunthorpe",
  "Hasselhoff",
  "skill share",
  "skilled chef",
  "Killarney",
  "Kilkenny castle",
  "therapist",
  "cocktail bar",
  "cocktails",
  "cockpit tour",
  "Hancock tower",
  "peacock garden",
  "craft beer",
  "wine bar",
  "sushi",
  "rooftop",
  "jazz",
  "jazz sextet",
  "unisex salon",
  "bisexual-friendly bar",
  "kid friendly",
  "with kids",
  "Assisi",
  "Arsenal game",
  "Nutcracker ballet",
  "crackers and cheese",
  "grape harvest",
  "rapeseed fields",
  "stable tour",
  "heroine film",
  "Pedometer walk",
  "canal walk",
  "murder mystery",
  "crack of dawn hike",
  "Swingers crazy golf",
  "shots bar",
  "shooting stars",
  "Bombay Sapphire",
  "Sunset Strip",
  "room 7175",
  "Titisee",
  "Sexten Dolomites",
  // German
  "Weinbar",
  "Biergarten",
  "Drogerie",
  "Drogenberatung",
  "Mörtel",
  "Schnapsidee",
  "Bratwurst",
  "Schlossgarten",
  "Kampf\u00adsport-Kurs",
  "Kampfkunst Show",
  "Analyse",
  "Die Toten Hosen",
  "Nudeln",
  "Waffeln",
  "Waffenmuseum",
  "Eisbombe",
  "Bombenstimmung",
  "Methode",
  "Kokosnuss",
  "Zauberstab",
  "Orgelkonzert",
  "Kindergeburtstag",
  "Mordor Filmabend",
  "Krimidinner",
  "Hasch mich",
  "Picknick im Gras",
  "Terrasse",
  "Nacktbaden",
  "Spielbank",
  // idioms and dishes with a term in them
  "dressed to kill",
  "kill time before the show",
  "I'd kill for a burger",
  "killing it",
  "Mörderisch gute Pizza",
  "suicide wings",
];

/** [text, the exact categories it must be blocked for]. */
const BLOCKED: [string, Category[]][] = [
  // sexual, plain and disguised
  ["sex", ["sexual"]],
  ["S E X", ["sexual"]],
  ["s.e.x", ["sexual"]],
  ["s-e-x", ["sexual"]],
  ["s_e_x", ["sexual"]],
  ["s*e*x", ["sexual"]],
  ["seeexxx", ["sexual"]],
  ["$ex", ["sexual"]],
  ["s3x", ["sexual"]],
  ["5ex", ["sexual"]],
  ["ｓｅｘ", ["sexual"]],
  ["s\u200bex", ["sexual"]],
  ["sex shop", ["sexual"]],
  ["Sexshop", ["sexual"]],
  ["s3x-sh0p", ["sexual"]],
  ["porn", ["sexual"]],
  ["p0rn", ["sexual"]],
  ["p.o.r.n", ["sexual"]],
  ["Pornokino", ["sexual"]],
  ["strip club", ["sexual"]],
  ["str1pclub", ["sexual"]],
  ["escort service", ["sexual"]],
  ["blowjob", ["sexual"]],
  ["nudes", ["sexual"]],
  ["orgy", ["sexual"]],
  ["brothel", ["sexual"]],
  ["bdsm dungeon", ["sexual"]],
  ["f*ck", ["sexual"]],
  ["fuuuck", ["sexual"]],
  ["Bordell", ["sexual"]],
  ["Swingerclub", ["sexual"]],
  ["Nutten", ["sexual"]],
  ["ficken", ["sexual"]],
  // child safety
  ["pedo", ["child-safety"]],
  ["Pädophile", ["child-safety"]],
  ["child porn", ["sexual", "child-safety"]],
  ["kiddie p0rn", ["sexual", "child-safety"]],
  ["Kinderpornos", ["sexual", "child-safety"]],
  ["jailbait", ["child-safety"]],
  ["sex with kids", ["sexual", "child-safety"]],
  ["teen s3x", ["sexual", "child-safety"]],
  ["Sex mit Kindern", ["sexual", "child-safety"]],
  // self-harm
  ["suicide", ["self-harm"]],
  ["su1c1de", ["self-harm"]],
  ["Suizidgedanken", ["self-harm"]],
  ["Selbstmord", ["self-harm"]],
  ["self-harm", ["self-harm"]],
  ["kill myself", ["self-harm"]],
  ["k1ll mys3lf", ["self-harm"]],
  ["want to die", ["self-harm"]],
  ["mich umbringen", ["self-harm"]],
  ["will sterben", ["self-harm"]],
  ["Ritzen", ["self-harm"]],
  ["suicidal", ["self-harm"]],
  ["self injury", ["self-harm"]],
  ["SVV", ["self-harm"]],
  ["sewer slide", ["self-harm"]],
  ["Todessehnsucht", ["self-harm"]],
  // violence
  ["kill", ["violence"]],
  ["k1ll", ["violence"]],
  ["k!ll", ["violence"]],
  ["k i l l", ["violence"]],
  ["kiiiilll", ["violence"]],
  ["murder", ["violence"]],
  ["murd3r", ["violence"]],
  ["stabbing", ["violence"]],
  ["school shooting", ["violence"]],
  ["bomb threat", ["violence"]],
  ["Mörder", ["violence"]],
  ["Moerder", ["violence"]],
  ["Massenmord", ["violence"]],
  ["töten", ["violence"]],
  ["erschießen", ["violence"]],
  ["abstechen", ["violence"]],
  ["Amoklauf", ["violence"]],
  ["Waffen", ["violence"]],
  ["rape", ["sexual", "violence"]],
  // drugs
  ["cocaine", ["drugs"]],
  ["c0ca1ne", ["drugs"]],
  ["weed", ["drugs"]],
  ["w33d", ["drugs"]],
  ["MDMA", ["drugs"]],
  ["LSD", ["drugs"]],
  ["h3r0in", ["drugs"]],
  ["crystal meth", ["drugs"]],
  ["magic mushrooms", ["drugs"]],
  ["buy drugs", ["drugs"]],
  ["Drogen", ["drugs"]],
  ["dr0gen", ["drugs"]],
  ["D R O G E N", ["drugs"]],
  ["Koks", ["drugs"]],
  ["Kokain", ["drugs"]],
  ["Kiffen", ["drugs"]],
  // illegal
  ["fake ID", ["illegal"]],
  ["shoplifting", ["illegal"]],
  ["money laundering", ["illegal"]],
  ["roofies", ["illegal"]],
  ["KO-Tropfen", ["illegal"]],
  ["K.O.-Tropfen", ["illegal"]],
  ["Ladendiebstahl", ["illegal"]],
  ["Geldwäsche", ["illegal"]],
  ["gefälschter Ausweis", ["illegal"]],
  // hate
  ["nazi", ["hate"]],
  ["n4zi", ["hate"]],
  ["Heil Hitler", ["hate"]],
  ["Sieg Heil", ["hate"]],
  ["white power", ["hate"]],
  ["KKK", ["hate"]],
  ["Hakenkreuz", ["hate"]],
  ["Ausländer raus", ["hate"]],
  ["Schwuchtel", ["hate"]],
  // several at once
  ["sex, drugs", ["sexual", "drugs"]],
];

describe("blocklist", () => {
  it.each(HARMLESS)("lets %j pass", (text) => {
    expect(checkBlocklist(text)).toEqual({ blocked: false, categories: [], severity: "low" });
  });

  it.each(BLOCKED)("blocks %j as %j", (text, categories) => {
    const result = checkBlocklist(text);
    expect(result.blocked).toBe(true);
    expect(result.categories).toEqual(categories);
  });

  it("rates child safety and explicit self-harm intent critical", () => {
    expect(checkBlocklist("kinderp0rn").severity).toBe("critical");
    expect(checkBlocklist("sex with kids").severity).toBe("critical");
    expect(checkBlocklist("kill myself").severity).toBe("critical");
    expect(checkBlocklist("mich umbringen").severity).toBe("critical");
    expect(checkBlocklist("KO-Tropfen").severity).toBe("critical");
  });

  it("rates other findings by category", () => {
    expect(checkBlocklist("suicide").severity).toBe("high");
    expect(checkBlocklist("kill").severity).toBe("high");
    expect(checkBlocklist("Heil Hitler").severity).toBe("high");
    expect(checkBlocklist("porn").severity).toBe("high");
    expect(checkBlocklist("f*ck").severity).toBe("medium");
    expect(checkBlocklist("weed").severity).toBe("medium");
    expect(checkBlocklist("fake id").severity).toBe("medium");
    expect(checkBlocklist("sex, kill, weed").severity).toBe("high");
  });

  it("lets an idiom pass but not the term next to it", () => {
    expect(checkBlocklist("dressed to kill").blocked).toBe(false);
    expect(checkBlocklist("dressed to kill, then kill").categories).toEqual(["violence"]);
    expect(checkBlocklist("Sussex sex").categories).toEqual(["sexual"]);
  });

  it("finds a term among other words and punctuation", () => {
    expect(checkBlocklist("dinner, then sex!").categories).toEqual(["sexual"]);
    expect(checkBlocklist("(weed)").categories).toEqual(["drugs"]);
    expect(checkBlocklist("Abendessen + Koks").categories).toEqual(["drugs"]);
  });
});

describe("foldText", () => {
  it("spells out umlauts, drops accents, invisible characters and width", () => {
    expect(foldText("Mörder Straße")).toBe("moerder strasse");
    expect(foldText("Café Crème")).toBe("cafe creme");
    expect(foldText("Kampf\u00adsport")).toBe("kampfsport");
    expect(foldText("ＳＥＸ")).toBe("sex");
    expect(foldText("Mo\u0308rder")).toBe("moerder"); // decomposed umlaut
  });
});
