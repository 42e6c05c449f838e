// The location field's pick goes with the form as hidden inputs, which the browser's check and the
// server's no-JavaScript path both read back as the request's picked place; a text edited after the
// pick sends none.
import { parseWithZod } from "@conform-to/zod/v4";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PickedPlaceInputs } from "~/components/planner/form/picked-place";
import { formValues } from "~/components/planner/form/use-plan-validation";
import { parsePlanRequest, PlanRequestSchema } from "~/planning/request";

const kreuzberg = { id: "hood:berlin:kreuzberg", label: "Kreuzberg, Berlin", lat: 52.497, lng: 13.411 };

/** The form as posted: the location field's text and whatever hidden inputs were rendered. */
function posted(text: string, markup: string): FormData {
  const form = new FormData();
  form.set("location", text);
  for (const [, name, value] of markup.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)) {
    form.set(name, value);
  }
  return form;
}

describe("the picked place's hidden inputs", () => {
  it("read back as the request's place, in the browser and on the server", () => {
    const text = "Kreuzberg, Berlin";
    const form = posted(text, renderToStaticMarkup(<PickedPlaceInputs pick={kreuzberg} text={text} />));
    const browser = parsePlanRequest(formValues(form));
    expect(browser.ok && browser.request.place).toEqual(kreuzberg);
    const server = parseWithZod(form, { schema: PlanRequestSchema });
    expect(server.status === "success" && server.value.place).toEqual(kreuzberg);
  });

  it("are left out once the text was edited after the pick", () => {
    const text = "Kreuzberg, Berlin, Bergmannstraße";
    expect(renderToStaticMarkup(<PickedPlaceInputs pick={kreuzberg} text={text} />)).toBe("");
    const browser = parsePlanRequest(formValues(posted(text, "")));
    expect(browser.ok && browser.request.place).toBeUndefined();
  });
});
