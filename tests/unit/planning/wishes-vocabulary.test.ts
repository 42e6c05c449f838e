// The wish vocabulary as data: enough everyday intents, each met only by what a place is (tags,
// categories, meals, setting), each named in both languages' notices, and every phrase reading as its
// own intent, said plainly or negated.
import { describe, expect, it } from "vitest";
import deNotices from "../../../locales/de/notices.json";
import enNotices from "../../../locales/en/notices.json";
import { PLACE_TAGS } from "~/planning/places/place";
import { readWishes, VOCABULARY } from "~/planning/wishes";

const plain = (phrase: string) => phrase.replace(/\*/g, "");

describe("the wish vocabulary", () => {
  it("holds at least 150 everyday intents, each met by tags, categories, meals or setting only", () => {
    expect(VOCABULARY.length).toBeGreaterThanOrEqual(150);
    expect(new Set(VOCABULARY.map((i) => i.id)).size).toBe(VOCABULARY.length);
    for (const intent of VOCABULARY) {
      const by = [intent.tags, intent.categories, intent.meals].some((l) => l?.length) || intent.setting;
      expect(by, intent.id).toBeTruthy();
      for (const tag of intent.tags ?? []) expect(PLACE_TAGS, intent.id).toContain(tag);
      expect(intent.en.length, intent.id).toBeGreaterThan(0);
      expect(intent.de.length, intent.id).toBeGreaterThan(0);
    }
  });

  it("names every intent in English and German notices", () => {
    for (const { id } of VOCABULARY) {
      const en = (enNotices.topics as Record<string, string>)[id];
      const de = (deNotices.topics as Record<string, string>)[id];
      expect(en, id).toBeTruthy();
      expect(de, id).toBeTruthy();
      expect(de, id).toMatch(/^kein/);
    }
  });

  it("reads every phrase as its own intent and nothing else", () => {
    const wrong: string[] = [];
    for (const intent of VOCABULARY) {
      for (const phrase of [...intent.en, ...intent.de].map(plain)) {
        const read = readWishes(phrase);
        const ok = read.wanted.length === 1 && read.wanted[0].id === intent.id && !read.unwanted.length;
        if (!ok || read.unknown.length) wrong.push(`${intent.id}: "${phrase}" → ${JSON.stringify(read)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("reads each intent negated in both languages", () => {
    const wrong: string[] = [];
    for (const intent of VOCABULARY) {
      // "no gluten free" is no way to say it; "with gluten" is not a wish either.
      if (intent.id === "gluten-free") continue;
      for (const said of [`no ${plain(intent.en[0])}`, `kein ${plain(intent.de[0])}`, `ohne ${plain(intent.de[0])}`]) {
        const read = readWishes(said);
        if (read.unwanted.length !== 1 || read.unwanted[0].id !== intent.id || read.wanted.length)
          wrong.push(`${intent.id}: "${said}" → ${JSON.stringify(read)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
