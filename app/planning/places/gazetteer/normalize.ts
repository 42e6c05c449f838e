// How typed place names compare: case, accents, umlauts, ß, apostrophes, dots and hyphens don't matter.

/**
 * "Berlin-Neukölln" → "berlin neukolln", "King's Cross" → "kings cross", "St. Pauli" → "st pauli".
 * Commas stay: they separate the parts of an address.
 */
export function normalize(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ß/g, "ss")
    .toLowerCase()
    .replace(/['’`´]/g, "")
    .replace(/[^a-z0-9,]+/g, " ")
    .replace(/\s*,\s*/g, ",")
    .replace(/ +/g, " ")
    .trim();
}

const GERMAN_TRANSLITERATION: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", Ä: "Ae", Ö: "Oe", Ü: "Ue" };

/**
 * Every key a name is found under: the plain one, the German transliteration people type without an
 * umlaut key ("Zuerich", "Neukoelln"), and "st"/"saint"/"sankt" for each other.
 */
export function keysOf(name: string): string[] {
  const keys = new Set([normalize(name), normalize(name.replace(/[äöüÄÖÜ]/g, (c) => GERMAN_TRANSLITERATION[c]))]);
  for (const key of [...keys]) {
    const words = key.split(" ");
    const saint = words.findIndex((w) => w === "saint" || w === "sankt" || w === "st");
    if (saint < 0) continue;
    for (const form of ["saint", "sankt", "st"])
      keys.add([...words.slice(0, saint), form, ...words.slice(saint + 1)].join(" "));
  }
  keys.delete("");
  return [...keys];
}
