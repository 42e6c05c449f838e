// The built-in classifier: the blocklist plus English and German phrase patterns, as a ModerationResult;
// and the crisis lines it leads to.
import { describe, expect, it } from "vitest";
import { classify, isSelfHarm, mergeResults, moderationResult, normalizeForPatterns } from "~/moderation/classifier";
import { CRISIS_LINES, crisisCountry, crisisLines } from "~/moderation/crisis-lines";

describe("classify", () => {
  it.each([
    "I want to die",
    "i w4nt to d1e",
    "I'm going to kill myself",
    "I don't want to live anymore",
    "thinking about ending my life",
    "ich will nicht mehr leben",
    "Ich möchte nicht mehr leben.",
    "Ich möchte mich umbringen",
    "ich bringe mich um",
    "ich will einfach sterben",
    "mir das Leben nehmen",
  ])("answers %j with support, critical self-harm", (text) => {
    expect(classify(text)).toEqual({
      isInappropriate: true,
      severity: "critical",
      categories: ["self-harm"],
      reason: "Flagged by the built-in classifier: self-harm",
      suggestedAction: "support",
    });
  });

  it.each([
    ["I'll hurt you", ["violence"], "high"],
    ["ich bring dich um", ["violence"], "high"],
    ["all tourists should die", ["hate", "violence"], "high"],
    ["no gays please", ["hate"], "high"],
    ["bitte keine Juden", ["hate"], "high"],
    ["Gras kaufen", ["drugs"], "medium"],
    ["want to get laid", ["sexual"], "medium"],
    ["dine and dash", ["illegal"], "medium"],
    ["essen ohne zu bezahlen", ["illegal"], "medium"],
  ] as const)("flags %j as %j (%s)", (text, categories, severity) => {
    const result = classify(text);
    expect(result).toMatchObject({ isInappropriate: true, categories, severity, suggestedAction: "revise" });
  });

  it("blocks critical content other than self-harm", () => {
    expect(classify("sex with kids")).toMatchObject({
      severity: "critical",
      categories: ["sexual", "child-safety"],
      suggestedAction: "block",
    });
  });

  it.each([
    "a rooftop bar with a view of the river",
    "I'm dying to try that ramen place",
    "a view to die for",
    "Die Hard screening",
    "ich will Sushi essen",
    "wir wollen nicht mehr lange warten",
    "kein Gluten bitte",
    "no onions please",
    "Die Toten Hosen Konzert",
    "something kid friendly in Sussex",
  ])("allows %j", (text) => {
    expect(classify(text)).toEqual({
      isInappropriate: false,
      severity: "low",
      categories: [],
      reason: "No issues found",
      suggestedAction: "allow",
    });
  });

  it("undoes leetspeak inside words only", () => {
    expect(normalizeForPatterns("I w4nt 2 d1e, 100%!")).toBe("i want 2 die 100");
  });
});

describe("results", () => {
  it("names self-harm however it is spelled", () => {
    expect(isSelfHarm(["self-harm"])).toBe(true);
    expect(isSelfHarm(["suicide"])).toBe(true);
    expect(isSelfHarm(["self-harm/intent"])).toBe(true);
    expect(isSelfHarm(["violence"])).toBe(false);
  });

  it("merges two results: union of categories, the higher severity", () => {
    const a = moderationResult(["violence"], "high", "moderation service");
    const b = moderationResult(["drugs"], "medium");
    expect(mergeResults(a, b)).toMatchObject({
      isInappropriate: true,
      severity: "high",
      categories: ["violence", "drugs"],
      suggestedAction: "revise",
    });
    const clean = moderationResult([], "low");
    expect(mergeResults(clean, b)).toBe(b);
    expect(mergeResults(a, clean)).toBe(a);
  });
});

describe("crisis lines", () => {
  it("picks the country from the location first, then the language", () => {
    expect(crisisCountry("en", "")).toBe("US");
    expect(crisisCountry("en", "London")).toBe("GB");
    expect(crisisCountry("en", "Manchester, UK")).toBe("GB");
    expect(crisisCountry("de", null)).toBe("DE");
    expect(crisisCountry("de", "Wien")).toBe("AT");
    expect(crisisCountry("en", "Vienna, Austria")).toBe("AT");
    expect(crisisCountry("de", "Zürich")).toBe("CH");
    expect(crisisCountry("en", "Kreuzberg, Berlin")).toBe("DE");
    expect(crisisCountry("de", "New York")).toBe("US");
    expect(crisisCountry("de", "Rue de Rivoli, Paris")).toBe("DE");
  });

  it("lists every line of the country, emergency number included", () => {
    const numbers = (country: keyof typeof CRISIS_LINES) => CRISIS_LINES[country].map((l) => l.number);
    expect(numbers("US")).toEqual(["988", "741741", "911"]);
    expect(numbers("DE")).toEqual(["0800 111 0 111", "0800 111 0 222", "116 123", "112"]);
    expect(numbers("AT")).toEqual(["142", "147", "112", "144"]);
    expect(numbers("CH")).toEqual(["143", "147", "112", "144"]);
    expect(numbers("GB")).toEqual(["116 123", "85258", "999"]);
    expect(crisisLines("de", "Berlin")).toBe(CRISIS_LINES.DE);
  });

  it("links calls with tel: and texts with sms:", () => {
    expect(CRISIS_LINES.DE[0].href).toBe("tel:08001110111");
    expect(CRISIS_LINES.US[1]).toMatchObject({ kind: "text", keyword: "HOME", href: "sms:741741?&body=HOME" });
    expect(CRISIS_LINES.GB[1]).toMatchObject({ kind: "text", keyword: "SHOUT", number: "85258" });
  });
});
