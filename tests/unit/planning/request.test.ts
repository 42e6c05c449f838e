import { describe, expect, it } from "vitest";
import { parsePlanRequest, PlanRequestSchema } from "~/planning/request";

describe("PlanRequest", () => {
  it("fills the spec's defaults", () => {
    expect(PlanRequestSchema.parse({ location: "Berlin" })).toEqual({
      location: "Berlin",
      timeSlot: "evening",
      vibe: "romantic",
      budget: "moderate",
      duration: 4,
      transportation: "public_transport",
      withKids: false,
      specialOccasions: [],
      preferences: [],
      specialRequests: "",
      language: "en",
    });
  });

  it("accepts stored aliases and form-encoded values", () => {
    const r = PlanRequestSchema.parse({
      location: " Wien ",
      timeSlot: "night",
      specialOccasions: "valentines,first date",
      preferences: ["outdoor"],
      withKids: "on",
      duration: "3",
    });
    expect(r).toMatchObject({
      location: "Wien",
      timeSlot: "late_night",
      specialOccasions: ["valentines", "first_date"],
      preferences: ["outdoor"],
      withKids: true,
      duration: 3,
    });
  });

  it("names every bad field", () => {
    const result = parsePlanRequest({
      location: "",
      duration: 0,
      budget: "cheap",
      specialRequests: "x".repeat(21),
      plannedDate: "2026-13-45",
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toBe("invalid-request");
    expect(Object.keys(result.fields).sort()).toEqual([
      "budget",
      "duration",
      "location",
      "plannedDate",
      "specialRequests",
    ]);
    expect(result.fields.location).toEqual(["Please enter a city or neighborhood"]);
    expect(result.fields.specialRequests[0]).toMatch(/20 characters/);
  });
});
