// Reading wishes the way people type them, in English and German: everyday intents, negations before
// and after, typos and plurals, and what the vocabulary doesn't know kept as the person's own words.
import { describe, expect, it } from "vitest";
import { readWishes } from "~/planning/wishes";

/** "+id" wanted, "-id" not wanted, "?text" unknown. */
const read = (text: string) => {
  const r = readWishes(text);
  return [...r.wanted.map((w) => `+${w.id}`), ...r.unwanted.map((w) => `-${w.id}`), ...r.unknown.map((u) => `?${u}`)];
};

describe("reading wishes", () => {
  it.each([
    ["cheap eats", ["+cheap-eats"]],
    ["board games", ["+board-games"]],
    ["ice skating", ["+ice-skating"]],
    ["dog friendly", ["+dog-friendly"]],
    ["vintage", ["+vintage"]],
    ["afternoon tea", ["+afternoon-tea"]],
    ["karaoke", ["+karaoke"]],
    ["rainy day", ["+rainy-day"]],
    ["a bakery", ["+bakery"]],
    ["records and coffee", ["+records", "+coffee"]],
    ["bar hopping", ["+bar-hopping"]],
    ["no churches", ["-church"]],
    ["Brettspiele", ["+board-games"]],
    ["Schlittschuh laufen", ["+ice-skating"]],
    ["Hund kommt mit", ["+dog-friendly"]],
    ["kein Fisch", ["-seafood"]],
    ["gern vegan", ["+vegan"]],
    ["rollstuhlgerecht", ["+step-free"]],
    ["mit Aussicht", ["+view"]],
    ["gemütlich", ["+cosy"]],
    ["Biergarten", ["+beer-garden"]],
    ["Flohmarkt", ["+flea-market"]],
    ["Kneipe", ["+pub"]],
    ["Techno", ["+techno"]],
  ])("%s", (text, wishes) => {
    expect(read(text)).toEqual(wishes);
  });

  it("reads a negation before its wish, across 'and', 'or' and commas, until something else is said", () => {
    expect(read("bloß nicht draußen")).toEqual(["-outdoor"]);
    expect(read("without alcohol")).toEqual(["-alcohol"]);
    expect(read("keine Bars und Clubs")).toEqual(["-bar", "-club"]);
    expect(read("no churches or museums")).toEqual(["-church", "-museum"]);
    expect(read("keine langweiligen Museen")).toEqual(["-museum"]);
    expect(read("kein Kino, aber Kunst")).toEqual(["+art", "-cinema"]);
    expect(read("Jazz, not techno")).toEqual(["+jazz", "-techno"]);
    expect(read("don't want to go to a club")).toEqual(["-club"]);
    expect(read("no museums, lots of bars")).toEqual(["+bar", "-museum"]);
  });

  it("reads live jazz as jazz, as people type it in English and German, and 'live' alone as unread", () => {
    expect(read("live jazz")).toEqual(["+jazz"]);
    expect(read("Live-Jazz bitte")).toEqual(["+jazz"]);
    expect(read("Livejazz")).toEqual(["+jazz"]);
    expect(read("kein Live-Jazz")).toEqual(["-jazz"]);
    expect(readWishes("I live in Berlin").wanted).toEqual([]);
  });

  it("reads a negation after its wish at the end of a clause", () => {
    expect(read("Fisch mag ich nicht")).toEqual(["-seafood"]);
    expect(read("Sushi mag ich gar nicht")).toEqual(["-sushi"]);
    expect(read("Museen bitte nicht")).toEqual(["-museum"]);
    expect(read("Jazz. Kirchen lieber nicht")).toEqual(["+jazz", "-church"]);
    expect(read("Kirchen nicht so gern")).toEqual(["-church"]);
  });

  it("reads what is to be replaced as not wanted: 'instead of', 'rather than', 'statt'", () => {
    expect(read("a café instead of the museum")).toEqual(["+cafe", "-museum"]);
    expect(read("bars rather than clubs")).toEqual(["+bar", "-club"]);
    expect(read("lieber ein Café statt dem Museum")).toEqual(["+cafe", "-museum"]);
    expect(read("anstatt Kirche lieber Kunst")).toEqual(["+art", "-church"]);
    // Alone, "instead" and "rather" still only turn to what comes next.
    expect(read("no museum, rather a park")).toEqual(["+park", "-museum"]);
    expect(read("instead, a museum")).toEqual(["+museum"]);
  });

  it("reads phrases that are negations on their own", () => {
    expect(read("alkoholfrei")).toEqual(["-alcohol"]);
    expect(read("sober please")).toEqual(["-alcohol"]);
    expect(read("indoors")).toEqual(["-outdoor"]);
    expect(read("hidden gems")).toEqual(["-touristy"]);
    expect(read("not too loud")).toEqual(["+quiet"]);
  });

  it("forgives typos, plurals and spellings without umlauts, but not a different word", () => {
    expect(read("karoake")).toEqual(["+karaoke"]);
    expect(read("vegitarian")).toEqual(["+vegetarian"]);
    expect(read("bar hoping")).toEqual(["+bar-hopping"]);
    expect(read("ice creams")).toEqual(["+ice-cream"]);
    expect(read("Weihnachtsmärkte")).toEqual(["+christmas-market"]);
    expect(read("Baeckerei")).toEqual(["+bakery"]);
    expect(read("Brettspielcafé")).toEqual(["+board-games"]);
    expect(read("my wife's birthday")).toEqual([]);
    expect(read("walk by the river")).toEqual(["+waterside"]);
  });

  it("never reads a wish out of part of a word", () => {
    expect(read("Museumsinsel")).toEqual(["?Museumsinsel"]);
    expect(read("Parkhaus")).toEqual(["?Parkhaus"]);
    expect(read("Barkeeper")).toEqual(["?Barkeeper"]);
  });

  it("keeps what it doesn't know as the person's words, and no filler", () => {
    expect(read("surprise me")).toEqual(["?surprise me"]);
    expect(read("sushi and a hot air balloon")).toEqual(["+sushi", "?hot air balloon"]);
    expect(read("a table by the window, and sushi")).toEqual(["+sushi", "?table by the window"]);
    expect(read("romantic please")).toEqual([]);
    expect(read("Wir wollen Schlittschuh laufen und danach Glühwein trinken")).toEqual([
      "+ice-skating",
      "+mulled-wine",
    ]);
  });

  it("says the same wish once, and a negation wins over the same wish said plainly", () => {
    expect(read("sushi, sushi!")).toEqual(["+sushi"]);
    expect(read("bars, but no bars after ten")).toContain("-bar");
    expect(read("bars, but no bars after ten")).not.toContain("+bar");
  });
});
