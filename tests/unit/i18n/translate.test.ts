// The pages' own `t`: the same answers i18next gives for the keys Amble uses.
import { describe, expect, it, vi } from "vitest";
import { createT } from "~/i18n/translate";

const strings = {
  planner: {
    form: { durationValue_one: "{{count}} hour", durationValue_other: "{{count}} hours", label: "Plan" },
    loading: { tips: ["Tip for {{name}}", "Another"] },
    greeting: "Hello, {{name}}!",
  },
};

describe("createT", () => {
  const t = createT("en", strings, "planner");

  it("looks up nested keys and fills in values", () => {
    expect(t("form.label")).toBe("Plan");
    expect(t("greeting", { name: "Ada" })).toBe("Hello, Ada!");
    expect(t("greeting")).toBe("Hello, !");
  });

  it("picks the plural form for count", () => {
    expect(t("form.durationValue", { count: 1 })).toBe("1 hour");
    expect(t("form.durationValue", { count: 4 })).toBe("4 hours");
    expect(
      createT("de", { planner: { n_one: "eine Stunde", n_other: "{{count}} Stunden" } }, "planner")("n", { count: 2 }),
    ).toBe("2 Stunden");
  });

  it("returns objects only when asked, filled in", () => {
    expect(t("loading.tips", { returnObjects: true, name: "Ada" })).toEqual(["Tip for Ada", "Another"]);
  });

  it("gives a default or, warning, the key for what is missing", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(t("form.missing", "fallback")).toBe("fallback");
    expect(t("form.missing", { defaultValue: "Fallback {{x}}", x: 1 })).toBe("Fallback 1");
    expect(t("form.missing")).toBe("form.missing");
    expect(t("form")).toBe("form");
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
