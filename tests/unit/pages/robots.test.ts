// public/robots.txt (served as /robots.txt): the public pages may be crawled; plans' read-only links,
// profiles, sign-in, the API and the development pages may not. A plan's own page is not listed: it answers
// "Plan not found" to everyone but its owner, and a Disallow there would only fail its owner's SEO audit.
import fs from "node:fs";
import { describe, expect, it } from "vitest";

/** Whether a crawler may fetch a path under the `User-agent: *` rules: the longest matching rule wins. */
function allowed(robots: string, path: string): boolean {
  const rules = robots
    .split("\n")
    .map((line) => /^(Allow|Disallow):\s*(\S*)/i.exec(line.trim()))
    .filter((m): m is RegExpExecArray => Boolean(m?.[2]))
    .map((m) => ({ allow: m[1].toLowerCase() === "allow", prefix: m[2] }));
  const match = rules.filter((r) => path.startsWith(r.prefix)).sort((a, b) => b.prefix.length - a.prefix.length)[0];
  return match ? match.allow : true;
}

describe("robots.txt", () => {
  const robots = fs.readFileSync("public/robots.txt", "utf8");

  it("speaks to every crawler", () => {
    expect(robots).toMatch(/^User-agent: \*$/m);
  });

  it("lets crawlers read the public pages", () => {
    for (const path of ["/", "/pricing", "/terms", "/privacy-policy", "/impressum", "/login"])
      expect(allowed(robots, path), path).toBe(true);
  });

  it("keeps them out of shared plans, profiles, sign-in, the API and development pages", () => {
    for (const path of [
      "/shared/abcdefghijklmnopqrstuvwxyz012345",
      "/profile",
      "/api/date-plans",
      "/auth/verify-otp",
      "/dev/outbox",
      "/subscribe",
    ])
      expect(allowed(robots, path), path).toBe(false);
  });

  it("does not block a plan's own page, which only its owner can open", () => {
    expect(allowed(robots, "/plan/abc123")).toBe(true);
  });
});
