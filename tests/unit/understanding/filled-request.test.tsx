// The chat's "filled in so far" chips show every field the chat understood, in the reader's language.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FilledRequest } from "~/components/planner/chat/filled-request";
import { TranslationsProvider } from "~/i18n/translations";
import { resources } from "~/i18n/resources";
import { understand } from "~/understanding";

const NOW = new Date("2026-11-27T17:00:00Z");
const chips = (language: "en" | "de", text: string) =>
  [
    ...renderToStaticMarkup(
      <TranslationsProvider language={language} strings={resources[language]}>
        <FilledRequest request={understand(text, { now: NOW }).patch} />
      </TranslationsProvider>,
    ).matchAll(/<li[^>]*>([^<]*)<\/li>/g),
  ].map((m) => m[1].replace(/&#x27;/g, "'"));

describe("the filled-in chips", () => {
  it("show day, time, place, budget, people, transport, occasion, vibe and wishes", () => {
    const en = chips(
      "en",
      "our anniversary in london next friday around eight, max 60 pounds a head, with my son (6), no car, indoors, a bakery",
    );
    expect(en).toEqual(
      expect.arrayContaining([
        "London",
        "Friday, 4 December",
        expect.stringMatching(/^from 8:00\sPM$/),
        "With kids",
        "Anniversary",
        "Indoor",
        "Wishes: bakery",
      ]),
    );
    expect(en.length).toBeGreaterThanOrEqual(11);
  });

  it("speak German to a German reader", () => {
    const de = chips(
      "de",
      "Hochzeitstag am Samstag in Wien, halb neun, so 70-90 Euro pro Kopf, mit den Kids, bloß nicht draußen",
    );
    expect(de).toEqual(
      expect.arrayContaining(["Wien", "Samstag, 28. November", "ab 20:30 Uhr", "Jahrestag", "Mit Kindern", "Drinnen"]),
    );
  });
});
