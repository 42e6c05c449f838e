// The one-plan-per-device rule for guests does not rest on the fingerprint a client sends: fresh
// fingerprints from one guest cookie, or from one address without a cookie, get no fresh allowance;
// guests whose browsers keep the cookie the planner page gave them still plan side by side in one café.
import { describe, expect, it } from "vitest";
import { action as createPlan } from "~/routes/api.date-plans";
import { loader as planner } from "~/routes/_index";
import { call, cookieOf } from "../../helpers/routes";
import { pinToday } from "../../helpers/today";

pinToday();

const plannedDate = "2026-12-03";
const berlin = { location: "Berlin", duration: 2, plannedDate };
let n = 0;
const fresh = () => `ua:script-${++n}-${Math.random()}|1280x720|Europe/Berlin|de-DE`;
const from = (ip: string) => ({ "x-client-ip": ip });

describe("the guest device rule", () => {
  it("gives no second plan to fresh fingerprints from one cookie, even from another address", async () => {
    const first = await call(createPlan, "/api/date-plans", {
      body: { ...berlin, fingerprint: fresh() },
      headers: from("198.51.100.31"),
    });
    expect(first.status).toBe(201);
    const cookie = cookieOf(first.headers);
    expect(cookie).toContain("amble_guest=");
    for (const ip of ["198.51.100.31", "198.51.100.32"]) {
      const again = await call(createPlan, "/api/date-plans", {
        body: { ...berlin, fingerprint: fresh() },
        headers: from(ip),
        cookie,
      });
      expect(again.status).toBe(403);
      expect(again.body.error).toBe("guest-limit-reached");
    }
  });

  it("gives a client that keeps no cookie one plan per address a day, whatever fingerprints it sends", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await call(createPlan, "/api/date-plans", {
        body: { ...berlin, fingerprint: fresh() },
        headers: from("198.51.100.41"),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([201, 403, 403, 403]);
  });

  it("lets guests whose browsers got their cookie with the planner page plan side by side from one address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const page = await call(planner, "/", { headers: from("198.51.100.51") });
      const cookie = cookieOf(page.headers);
      expect(cookie).toContain("amble_guest=");
      const res = await call(createPlan, "/api/date-plans", {
        body: { ...berlin, fingerprint: fresh() },
        headers: from("198.51.100.51"),
        cookie,
      });
      statuses.push(res.status);
    }
    // Three a day from one address (GUEST_PLANS_PER_IP_PER_DAY), the back-stop for cafés and offices.
    expect(statuses).toEqual([201, 201, 201, 403]);
  });
});
