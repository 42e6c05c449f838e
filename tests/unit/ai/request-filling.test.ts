// The built-in chat model fills the plan request from English and German messages, and asks for the place
// when it is missing: the exact tool calls (or question) out.
import { describe, expect, it } from "vitest";
import { pinToday } from "../../helpers/today";
import { ask, fill } from "./ask-builtin";

pinToday();

describe("the built-in model fills the plan request", () => {
  const cases: Array<[string, Record<string, unknown>]> = [
    [
      "Romantic evening in Vienna tomorrow, 3 hours, on foot, under 100 euros",
      {
        location: "Vienna",
        day: "tomorrow",
        timeSlot: "evening",
        vibe: "romantic",
        duration: 3,
        transportation: "walking",
        budget: "moderate",
        language: "en",
      },
    ],
    [
      "Romantischer Abend in Wien morgen, 3 Stunden, zu Fuß, unter 100 Euro",
      {
        location: "Wien",
        day: "tomorrow",
        timeSlot: "evening",
        vibe: "romantic",
        duration: 3,
        transportation: "walking",
        budget: "moderate",
        language: "de",
      },
    ],
    [
      "A fun afternoon in Berlin with the kids",
      { location: "Berlin", timeSlot: "afternoon", vibe: "fun", withKids: true, language: "en" },
    ],
    [
      "Ein günstiger Nachmittag in Berlin mit Kindern, mit dem Auto",
      {
        location: "Berlin",
        timeSlot: "afternoon",
        budget: "budget_friendly",
        transportation: "car",
        withKids: true,
        language: "de",
      },
    ],
    [
      "morgen früh in München, drei Stunden, öffentlich",
      {
        location: "München",
        day: "tomorrow",
        timeSlot: "morning",
        duration: 3,
        transportation: "public_transport",
        language: "de",
      },
    ],
    [
      "first date in Kreuzberg, Berlin tonight at 8",
      {
        location: "Kreuzberg, Berlin",
        day: "today",
        timeSlot: "evening",
        specialOccasions: ["first_date"],
        // A first date is relaxed unless a vibe is said.
        vibe: "chill",
        startTime: "20:00",
        language: "en",
      },
    ],
    [
      "um 20 Uhr in Hamburg, mit dem Fahrrad",
      { location: "Hamburg", timeSlot: "evening", startTime: "20:00", transportation: "bike", language: "de" },
    ],
    [
      "something outdoors in Zurich by bike, 2 hours, vegetarian",
      {
        location: "Zurich",
        duration: 2,
        transportation: "bike",
        preferences: ["outdoor"],
        specialRequests: "vegetarian",
        language: "en",
      },
    ],
    [
      "Anniversary dinner in Paris, luxury please",
      {
        location: "Paris",
        timeSlot: "evening",
        budget: "luxury",
        specialOccasions: ["anniversary"],
        vibe: "romantic",
        specialRequests: "dinner",
        language: "en",
      },
    ],
    [
      "Geburtstag in London, heute Nacht, gehoben",
      {
        location: "London",
        day: "today",
        timeSlot: "late_night",
        budget: "upscale",
        specialOccasions: ["birthday"],
        vibe: "fun",
        language: "de",
      },
    ],
    [
      "A chill morning in New York, 2 hours, by subway",
      {
        location: "New York",
        timeSlot: "morning",
        vibe: "chill",
        duration: 2,
        transportation: "public_transport",
        language: "en",
      },
    ],
    [
      "Entspannter Vormittag in Zürich, drinnen, vier Stunden",
      { location: "Zürich", timeSlot: "morning", vibe: "chill", duration: 4, preferences: ["indoor"], language: "de" },
    ],
    [
      "Adventure in Hamburg tomorrow, under 40 €",
      { location: "Hamburg", day: "tomorrow", vibe: "adventure", budget: "budget_friendly", language: "en" },
    ],
    [
      "Abenteuer in Berlin, 150 Euro, mit dem Auto",
      { location: "Berlin", vibe: "adventure", budget: "upscale", transportation: "car", language: "de" },
    ],
    [
      "Valentine's day in Paris at 7pm",
      {
        location: "Paris",
        timeSlot: "evening",
        startTime: "19:00",
        specialOccasions: ["valentines"],
        vibe: "romantic",
        language: "en",
      },
    ],
    [
      "Valentinstag in Wien um 19 Uhr",
      {
        location: "Wien",
        timeSlot: "evening",
        startTime: "19:00",
        specialOccasions: ["valentines"],
        vibe: "romantic",
        language: "de",
      },
    ],
    ["late night in Berlin, 2 hours", { location: "Berlin", timeSlot: "late_night", duration: 2, language: "en" }],
    [
      "cheap day out in Munich, one hour, walking",
      { location: "Munich", budget: "budget_friendly", duration: 1, transportation: "walking", language: "en" },
    ],
    ["Berlin", { location: "Berlin", language: "en" }],
    ["Wien, bitte", { location: "Wien", language: "de" }],
    [
      "In London, outside, with children, no alcohol",
      { location: "London", withKids: true, preferences: ["outdoor"], specialRequests: "no alcohol", language: "en" },
    ],
    [
      "Erstes Date in Hamburg heute Abend, romantisch, zu Fuß",
      {
        location: "Hamburg",
        day: "today",
        timeSlot: "evening",
        vibe: "romantic",
        transportation: "walking",
        specialOccasions: ["first_date"],
        language: "de",
      },
    ],
    [
      "Lunch in Paris tomorrow, fancy",
      {
        location: "Paris",
        day: "tomorrow",
        timeSlot: "afternoon",
        budget: "upscale",
        specialRequests: "Lunch",
        language: "en",
      },
    ],
    [
      "starting at 9am in Vienna, 5 hours",
      { location: "Vienna", timeSlot: "morning", startTime: "09:00", duration: 5, language: "en" },
    ],
    [
      "Berlin tomorrow morning, ab 10:30",
      { location: "Berlin", day: "tomorrow", timeSlot: "morning", startTime: "10:30", language: "en" },
    ],
  ];
  it.each(cases)("%s", async (text, input) => {
    expect(await ask(text)).toEqual(fill(input));
  });
});

describe("the built-in model asks when the place is missing", () => {
  const cases: Array<[string, unknown]> = [
    ["Plan a fun afternoon", fill({ timeSlot: "afternoon", vibe: "fun", language: "en" })],
    ["Ein romantischer Abend, 3 Stunden", fill({ timeSlot: "evening", vibe: "romantic", duration: 3, language: "de" })],
    ["hello", [{ text: expect.stringContaining("Where would you like to go?") }]],
    ["hallo, wir möchten ausgehen", [{ text: expect.stringContaining("Wohin soll es gehen?") }]],
    ["make it cheaper", fill({ budget: "budget_friendly", language: "en" })],
    ["swap the second one", [{ text: expect.stringContaining("no plan yet") }]],
  ];
  it.each(cases)("%s", async (text, expected) => {
    expect(await ask(text)).toEqual(expected);
  });
});
