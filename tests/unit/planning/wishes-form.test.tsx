// The special-requests field says what Amble reads while it is typed, in the person's own words and the
// page's language, and what it can't read as a wish yet.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { WishReading } from "~/components/planner/form/wish-reading";
import { resources } from "~/i18n/resources";
import { TranslationsProvider } from "~/i18n/translations";
import { readWishes } from "~/planning/wishes";

const shown = (text: string, language: "en" | "de" = "en") =>
  renderToStaticMarkup(
    <TranslationsProvider language={language} strings={resources[language]}>
      <WishReading reading={readWishes(text)} id="reading" />
    </TranslationsProvider>,
  ).replace(/<[^>]+>/g, "");

describe("the special request's reading", () => {
  it("shows the wishes read, wanted and not, in the words typed", () => {
    expect(shown("board games, no churches")).toBe("Amble reads: board games · without churches");
    expect(shown("Brettspiele, keine Kirchen", "de")).toBe("Amble liest: Brettspiele · ohne Kirchen");
  });

  it("says what it can't read as a wish, allowing for a place's name", () => {
    expect(shown("hot air balloon")).toBe(
      "“hot air balloon”: Amble looks for a place of that name, else plans without it.",
    );
    expect(shown("Heißluftballon", "de")).toBe(
      "„Heißluftballon“: Amble sucht einen Ort mit diesem Namen, sonst plant es ohne.",
    );
  });

  it("shows nothing for an empty request", () => {
    expect(renderToStaticMarkup(<WishReading reading={null} id="reading" />)).toBe(
      '<p id="reading" aria-live="polite" class="mt-1 text-sm text-slate-600 empty:hidden"></p>',
    );
  });
});
