// Amble speaks German to one person, informally: no German string of the interface, the legal pages
// included, addresses the reader as "ihr", "euch" or "Sie".
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { otherAddress } from "~/planning/writers/german-voice";

function strings(tree: unknown, key = ""): Array<[string, string]> {
  if (typeof tree === "string") return [[key, tree]];
  if (Array.isArray(tree)) return tree.flatMap((item, i) => strings(item, `${key}[${i}]`));
  if (tree && typeof tree === "object")
    return Object.entries(tree).flatMap(([k, v]) => strings(v, key ? `${key}.${k}` : k));
  return [];
}

const german = fs
  .readdirSync("locales/de")
  .flatMap((file) => strings(JSON.parse(fs.readFileSync(path.join("locales/de", file), "utf8")), file));
// The Impressum is German in both languages.
const impressum = strings(JSON.parse(fs.readFileSync("locales/en/legal.json", "utf8")).impressum, "en:impressum");

describe("German voice", () => {
  it("says du in every German string", () => {
    const others = [...german, ...impressum].flatMap(([key, text]) => {
      const word = otherAddress(text);
      return word ? [`${key}: ${word}`] : [];
    });
    expect(others).toEqual([]);
  });
});
