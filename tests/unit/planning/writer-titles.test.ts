// Plan titles in English and German: articles by sound, agreeing endings, no childish words.
import { describe, expect, it } from "vitest";
import {
  OCCASIONS,
  PlanRequestSchema,
  TIME_SLOTS,
  VIBES,
  type Occasion,
  type PlanLanguage,
  type TimeSlot,
  type Vibe,
} from "~/planning/request";
import { writeTitle } from "~/planning/writers/title";
import { otherAddress } from "~/planning/writers/german-voice";

describe("titles", () => {
  const combos: Array<{ vibe: Vibe; slot: TimeSlot; occasion: Occasion | null }> = VIBES.flatMap((vibe) =>
    TIME_SLOTS.flatMap((slot) => [null, ...OCCASIONS].map((occasion) => ({ vibe, slot, occasion }))),
  );
  const title = (c: (typeof combos)[number], language: PlanLanguage, seed: number, area = "Hamburg") =>
    writeTitle(
      PlanRequestSchema.parse({
        location: area,
        vibe: c.vibe,
        timeSlot: c.slot,
        specialOccasions: c.occasion ? [c.occasion] : [],
        language,
      }),
      area,
      language,
      seed,
    );
  const all = (language: PlanLanguage) =>
    combos.flatMap((c) => Array.from({ length: 8 }, (_, seed) => ({ c, text: title(c, language, seed) })));

  it("use a or an by the sound of the next word, in every combination", () => {
    const texts = new Set(all("en").map((t) => t.text));
    for (const text of texts) {
      expect(text, text).not.toMatch(/\b[Aa] [aeiouAEIOU]/);
      expect(text, text).not.toMatch(/\b[Aa]n [^aeiouAEIOU]/);
      expect(text).toMatch(/ in Hamburg$/);
    }
    expect(texts).toContain("An adventurous night out in Hamburg");
    expect(texts).toContain("An anniversary evening in Hamburg");
    expect(texts).toContain("A laid-back morning in Hamburg");
  });

  it("read naturally in German, with endings that agree and no childish words", () => {
    const texts = new Set(all("de").map((t) => t.text));
    for (const text of texts) {
      expect(text, text).toContain("Hamburg");
      expect(text, text).not.toMatch(/Lustig|-Abend|-Nacht|-Vormittag|-Nachmittag|Jahrestag-/);
      // der Abend/Vormittag/Nachmittag/Spätabend take "-er", die Nacht takes "-e".
      expect(text, text).not.toMatch(/\b[A-ZÄÖÜ][a-zäöü]+e (Abend|Vormittag|Nachmittag|Spätabend)\b/);
      expect(text, text).not.toMatch(/\b[A-ZÄÖÜ][a-zäöü]+er Nacht\b/);
      expect(otherAddress(text), text).toBeNull();
    }
    expect(texts).toContain("Ausgelassener Abend in Hamburg");
    expect(texts).toContain("Lange Nacht in Hamburg");
    expect(texts).toContain("Geburtstagsabend in Hamburg");
    expect(texts).toContain("Valentinsabend in Hamburg");
  });
});
