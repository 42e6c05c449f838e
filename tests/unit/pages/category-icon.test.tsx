// Places are marked with a drawn icon per kind, never an emoji: an emoji shows as an empty box where no
// emoji font is installed (many Linux desktops, the screenshot share).
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CategoryIcon } from "~/components/category-icon";
import { CATEGORIES } from "~/planning/places/place";
import { activity, renderCard } from "../../helpers/activity-card";

const EMOJI = /[\u{1F300}-\u{1FAFF}\u{2600}-\u{27BF}]/u;

describe("a place's icon", () => {
  it("is an SVG on the card, and the card shows no emoji", () => {
    const html = renderCard(activity({ emoji: "🏛️" }), "en", 0);
    expect(html).toMatch(/<svg[^>]*data-category="museum"/);
    expect(html).not.toMatch(EMOJI);
  });

  it("differs between kinds of place, and a wine bar shows a wine glass", () => {
    const markup = (category: string, emoji?: string) =>
      renderToStaticMarkup(<CategoryIcon category={category} emoji={emoji} />);
    const drawn = new Set(CATEGORIES.map((c) => markup(c).replace(/data-category="[^"]*"/, "")));
    expect(drawn.size).toBe(CATEGORIES.length);
    expect(markup("bar", "🍷")).toContain("lucide-wine");
    expect(markup("bar", "🍸")).toContain("lucide-martini");
    // Something unknown still gets a pin, not nothing.
    expect(markup("somewhere-new")).toContain("lucide-map-pin");
  });
});
