// Where a new plan's seed comes from: the system's random numbers, so two people asking the same thing get
// different plans. Tests pin it (per test, by name) so a plan a test reads is the same on every run.
import crypto from "node:crypto";

let pinned: number | null = null;

/** The seed of the next plan. */
export function newPlanSeed(): number {
  if (pinned === null) return crypto.randomInt(1, 2 ** 31 - 1);
  // A small LCG: each call in a pinned run gets the next seed, still different from the last.
  pinned = (pinned * 48271) % 2147483647;
  return pinned;
}

/** Pins the seeds of the plans that follow (tests only); null gives them back to chance. */
export function pinPlanSeeds(start: number | null) {
  pinned = start === null ? null : (Math.abs(Math.trunc(start)) % 2147483646) + 1;
}
