// Every visible string exists in both languages, with the same placeholders; English is written one way:
// sentence case (a title the spec writes in Title Case keeps the spec's words) and British spelling.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SPEC_WORDS } from "./spec-words";

type Tree = Record<string, unknown>;
const load = (language: string) =>
  Object.fromEntries(
    fs
      .readdirSync(path.join("locales", language))
      .map((file) => [file, JSON.parse(fs.readFileSync(path.join("locales", language, file), "utf8")) as Tree]),
  );

function leaves(tree: unknown, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof tree === "string") out.set(prefix, tree);
  else if (Array.isArray(tree)) tree.forEach((v, i) => leaves(v, `${prefix}[${i}]`).forEach((s, k) => out.set(k, s)));
  else if (tree && typeof tree === "object")
    for (const [k, v] of Object.entries(tree))
      leaves(v, prefix ? `${prefix}.${k}` : k).forEach((s, key) => out.set(key, s));
  return out;
}
// German and English plural forms coincide (_one/_other), so keys compare directly.
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

/** The spec's own words (its titles and messages, verbatim), which win over the house style. */
const inSpec = (text: string) => SPEC_WORDS.has(text.replace(/\s*\(\{\{[^}]*\}\}[^)]*\)$/, "").trim());
/** Names, which keep their capitals in any sentence. */
const NAMES = /\b(Amble|Premium|Privacy Policy|Terms of Use|Valentine's Day|OpenStreetMap|Google|Stripe|Impressum)\b/g;
/** German legal headings the Impressum keeps in German in both languages. */
const GERMAN_ONLY = /^legal\.json:impressum\.sections/;

/** "Back to Planner": a short phrase whose later words are capitalised and none is a plain lowercase word. */
function titleCased(text: string): boolean {
  const words = text
    .replace(/\{\{[^}]*\}\}/g, "")
    .replace(NAMES, "")
    .split(/\s+/)
    .filter(Boolean);
  if (words.length < 2 || words.length > 8) return false;
  const later = words.slice(1);
  return later.some((w) => /^[A-Z][a-z]/.test(w)) && !later.some((w) => /^[a-z]{4,}/.test(w));
}
const AMERICAN = /\b(neighborhoods?|colors?|colorful|favorites?|centers?|theaters?|organiz\w*|canceled|traveling)\b/i;

describe("locales", () => {
  const en = load("en");
  const de = load("de");

  it("have the same namespaces", () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
  });

  it("English is in sentence case; Title Case only where the spec writes it so", () => {
    const titled = Object.entries(en).flatMap(([file, tree]) =>
      [...leaves(tree)]
        .filter(([key, text]) => titleCased(text) && !inSpec(text) && !GERMAN_ONLY.test(`${file}:${key}`))
        .map(([key, text]) => `${file}:${key} = ${text}`),
    );
    expect(titled).toEqual([]);
  });

  it("English is spelt one way, British (neighbourhood, colour, theatre), but for the spec's own words", () => {
    const american = Object.entries(en).flatMap(([file, tree]) =>
      [...leaves(tree)]
        .filter(([, text]) => AMERICAN.test(text) && !inSpec(text))
        .map(([key, text]) => `${file}:${key} = ${text}`),
    );
    expect(american).toEqual([]);
  });

  it("German is German: no English sentence left untranslated (the Impressum is German in both)", () => {
    const copied = Object.keys(en).flatMap((file) => {
      const german = leaves(de[file] ?? {});
      return [...leaves(en[file])]
        .filter(([key, text]) => german.get(key) === text && /[a-z]{3,} [a-z]{3,}/.test(text))
        .filter(([key]) => !/^impressum\./.test(key))
        .map(([key, text]) => `${file}:${key} = ${text}`);
    });
    expect(copied).toEqual([]);
  });

  for (const file of Object.keys(en)) {
    it(`${file}: same keys and placeholders in English and German`, () => {
      const enLeaves = leaves(en[file]);
      const deLeaves = leaves(de[file] ?? {});
      expect([...deLeaves.keys()].sort()).toEqual([...enLeaves.keys()].sort());
      for (const [key, text] of enLeaves) {
        expect(placeholders(deLeaves.get(key) ?? ""), key).toEqual(placeholders(text));
        expect(text.trim(), key).not.toBe("");
      }
    });
  }
});
