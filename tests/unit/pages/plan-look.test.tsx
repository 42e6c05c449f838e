// A plan's tags are one calm row of chips, not a colour per tag; in the screenshot share every icon keeps a
// colour (the picture draws each SVG alone, where currentColor turns black): violet like the category icons,
// or its own when it is drawn light on a dark ground.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ICON_COLOUR } from "~/components/category-icon";
import { PlanTags } from "~/components/planner/itinerary/plan-tags";
import { paintIcons } from "~/components/planner/itinerary/use-share";

describe("the plan's look", () => {
  it("shows vibe, transport and time of day as three alike chips", () => {
    const html = renderToStaticMarkup(<PlanTags vibe="romantic" transportation="walking" timeSlot="evening" />);
    expect(html.match(/<li class="chip">/g)).toHaveLength(3);
    expect(html).not.toMatch(/bg-(rose|amber|sky|emerald|lime|indigo|teal|yellow|orange|purple)-/);
  });

  it("paints icons drawn in currentColor for the picture", () => {
    const icon = (stroke: string, colour: string) => {
      const attributes = new Map([["stroke", stroke]]);
      return {
        colour,
        getAttribute: (name: string) => attributes.get(name) ?? null,
        setAttribute: (name: string, value: string) => attributes.set(name, value),
      };
    };
    const clock = icon("currentColor", "rgb(51, 65, 85)");
    const onButton = icon("currentColor", "rgb(255, 255, 255)");
    const category = icon(ICON_COLOUR, "rgb(0, 0, 0)");
    const root = {
      ownerDocument: { defaultView: { getComputedStyle: (svg: { colour: string }) => ({ color: svg.colour }) } },
      querySelectorAll: () => [clock, onButton, category],
    };
    paintIcons(root as unknown as HTMLElement);
    expect(clock.getAttribute("stroke")).toBe(ICON_COLOUR);
    expect(onButton.getAttribute("stroke")).toBe("rgb(255, 255, 255)");
    expect(category.getAttribute("stroke")).toBe(ICON_COLOUR);
  });
});
