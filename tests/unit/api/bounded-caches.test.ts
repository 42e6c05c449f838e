// Memory a stream of requests cannot grow: POST /api/verify-opening-hours needs no sign-in and parses
// whatever opening hours it is sent, so its parse cache keeps to its cap however many distinct ones come.
import { describe, expect, it } from "vitest";
import { isValidOpeningHours, parsedHours } from "~/planning/hours";
import { action as verify } from "~/routes/api.verify-opening-hours";
import { Lru } from "~/utils/lru";
import { call } from "../../helpers/routes";

const body = (openingHours: string) => ({
  activity: {
    openingHours,
    startsAt: "2026-12-04T18:00:00.000Z",
    endsAt: "2026-12-04T20:00:00.000Z",
    coordinates: { lat: 52.52, lng: 13.405 },
  },
});

describe("caches keyed by what clients send", () => {
  it("keeps the opening-hours cache at its cap through 10,000 distinct strings", async () => {
    const distinct = (i: number) => `Mo-Su 10:${String(i % 60).padStart(2, "0")}-2${i % 4}:00; PH off; "${i}"`;
    // The first hundred through the endpoint, the rest straight to the parse behind it (the same cache).
    for (let i = 0; i < 100; i++) {
      const res = await call(verify, "/api/verify-opening-hours", { body: body(distinct(i)) });
      expect(res.status).toBe(200);
    }
    for (let i = 100; i < 10_000; i++) {
      expect(isValidOpeningHours(distinct(i))).toBe(true);
      if (parsedHours.size > parsedHours.max) throw new Error(`cache grew to ${parsedHours.size}`);
    }
    expect(parsedHours.size).toBe(parsedHours.max);
    // And still answers right: a parse dropped from the cache is simply made again.
    const open = await call(verify, "/api/verify-opening-hours", { body: body("Mo-Su 09:00-23:00") });
    expect(open.body.status).toBe("verified");
    const again = await call(verify, "/api/verify-opening-hours", { body: body(distinct(0)) });
    expect(again.status).toBe(200);
  }, 60_000);

  it("drops the least recently used entry, not the one just asked for", () => {
    const lru = new Lru<string, number>(2);
    let made = 0;
    const get = (key: string) => lru.remember(key, () => ++made);
    expect([get("a"), get("b"), get("a"), get("c")]).toEqual([1, 2, 1, 3]);
    expect(get("a")).toBe(1); // kept: used after "b"
    expect(get("b")).toBe(4); // dropped for "c", made again
    expect(lru.size).toBe(2);
  });
});
