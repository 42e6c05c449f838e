// The engine's wishes for a request: read from the special requests, with negations, and the
// indoor/outdoor preference as a soft wish beside them.
import { describe, expect, it } from "vitest";
import { wishesOf } from "~/planning/engine/rules/wish-parse";

const read = (text: string, preferences: ("indoor" | "outdoor")[] = []) => {
  const { wishes, unread } = wishesOf(text, preferences);
  return { wishes: wishes.map((w) => `${w.negated ? "!" : ""}${w.intent.id}`), unread };
};

describe("the engine's wishes", () => {
  it("reads negations in English and German", () => {
    expect(read("no museums").wishes).toEqual(["!museum"]);
    expect(read("keine Museen").wishes).toEqual(["!museum"]);
    expect(read("not outdoors").wishes).toEqual(["!outdoor"]);
    expect(read("nicht draußen").wishes).toEqual(["!outdoor"]);
    expect(read("without clubs").wishes).toEqual(["!club"]);
    expect(read("ohne Alkohol").wishes).toEqual(["!alcohol"]);
    expect(read("alkoholfrei").wishes).toEqual(["!alcohol"]);
    expect(read("no alcohol").wishes).toEqual(["!alcohol"]);
  });

  it("carries a negation across 'and' and 'oder' but not past other words", () => {
    expect(read("keine Bars und Clubs").wishes).toEqual(["!bar", "!club"]);
    expect(read("keine langweiligen Museen").wishes).toEqual(["!museum"]);
    expect(read("no museums, lots of bars").wishes).toEqual(["!museum", "bar"]);
    expect(read("kein Kino, aber Kunst").wishes).toEqual(["!cinema", "art"]);
  });

  it("reads intents, dishes and category words with German inflections", () => {
    expect(read("Jazz").wishes).toEqual(["jazz"]);
    expect(read("live music").wishes).toEqual(["live-music"]);
    expect(read("Fondue").wishes).toEqual(["fondue"]);
    expect(read("croissants").wishes).toEqual(["croissants"]);
    expect(read("Franzbrötchen").wishes).toEqual(["croissants"]);
    expect(read("keine Bäckerei").wishes).toEqual(["!bakery"]);
    expect(read("Kaffee & Kuchen").wishes).toEqual(["coffee-and-cake"]);
    expect(read("Kunst").wishes).toEqual(["art"]);
    expect(read("Kinos").wishes).toEqual(["cinema"]);
    expect(read("Weihnachtsmarkt").wishes).toEqual(["christmas-market"]);
    expect(read("Märkte").wishes).toEqual(["market"]);
    expect(read("vegetarisch").wishes).toEqual(["vegetarian"]);
    expect(read("Aussicht").wishes).toEqual(["view"]);
    expect(read("Tanzen").wishes).toEqual(["dancing"]);
    expect(read("couscous").wishes).toEqual(["north-african"]);
    expect(read("marokkanisch").wishes).toEqual(["north-african"]);
    expect(read("falafel").wishes).toEqual(["falafel"]);
  });

  it("never reads a wish out of part of a word", () => {
    expect(read("Museumsinsel").wishes).toEqual([]);
    expect(read("Parkhaus").wishes).toEqual([]);
    expect(read("Barkeeper").wishes).toEqual([]);
  });

  it("says when a request reads as no wish, but not for polite filler", () => {
    expect(read("surprise me").unread).toBe("surprise me");
    expect(read("romantic please").unread).toBeNull();
    expect(read("Jazz").unread).toBeNull();
    expect(read("Jazz and a hot air balloon").unread).toBe("hot air balloon");
  });

  it("turns the indoor or outdoor preference into a soft wish, beside what was typed", () => {
    const indoor = wishesOf("Jazz", ["indoor"]).wishes;
    expect(indoor.map((w) => [w.intent.id, w.negated, w.soft ?? false])).toEqual([
      ["jazz", false, false],
      ["outdoor", true, true],
    ]);
    expect(read("", ["outdoor"]).wishes).toEqual(["outdoor"]);
    expect(read("", ["outdoor", "indoor"]).wishes).toEqual([]);
  });
});
