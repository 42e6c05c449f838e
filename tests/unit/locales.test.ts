// Every visible string exists in both languages, with the same placeholders.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

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

describe("locales", () => {
  const en = load("en");
  const de = load("de");

  it("have the same namespaces", () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
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
