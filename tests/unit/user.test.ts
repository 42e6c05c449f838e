import { describe, expect, it } from "vitest";
import { displayName, initials, isPremium } from "~/utils/user";

describe("user display rules", () => {
  it("uses the e-mail's local part when no name is set", () => {
    expect(displayName({ email: "lena.meyer@example.com", name: null })).toBe("lena.meyer");
    expect(displayName({ email: "lena@example.com", name: "  " })).toBe("lena");
    expect(displayName({ email: "lena@example.com", name: "Lena Meyer" })).toBe("Lena Meyer");
  });

  it("takes initials from the name's words, else two letters of the e-mail", () => {
    expect(initials({ email: "x@example.com", name: "lena maria meyer" })).toBe("LMM");
    expect(initials({ email: "jonas@example.com", name: null })).toBe("JO");
  });

  it("counts premium only until the paid period ends", () => {
    const now = new Date("2026-11-22T12:00:00Z");
    expect(isPremium({ tier: "premium", currentPeriodEnd: new Date("2026-12-01") }, now)).toBe(true);
    expect(isPremium({ tier: "premium", currentPeriodEnd: new Date("2026-11-01") }, now)).toBe(false);
    expect(isPremium({ tier: "free", currentPeriodEnd: null }, now)).toBe(false);
    expect(isPremium(null, now)).toBe(false);
  });
});
