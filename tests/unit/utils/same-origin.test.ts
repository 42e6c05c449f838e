// The Express layer's rules for every route, in-process (server.ts mounts them in this order; the real
// server is tested in tests/unit/scale/http-trust.test.ts): the origin rule, odd methods, private answers.
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rejectMalformed, rejectUnknownMethods } from "~/utils/malformed-request.server";
import { privateAnswers } from "~/utils/private-answers.server";
import { originVerdict, sameOriginOnly } from "~/utils/same-origin.server";

const APP = "https://amble.example";
let url: string;
let close: () => void;
let reached = 0;

beforeAll(async () => {
  const app = express();
  app.use(rejectUnknownMethods, rejectMalformed, sameOriginOnly(`${APP}/`), privateAnswers);
  app.all("*", (req, res) => {
    reached++;
    if (req.path === "/sign-in") res.cookie("amble_session", "x");
    if (req.path === "/photo") res.set("Cache-Control", "private, max-age=3600");
    if (req.path === "/terms") res.set("Cache-Control", "public, max-age=300");
    // Remix never sees an Origin: its own check (against Host) would answer a mismatch with a 500.
    res.json({ ok: true, origin: req.get("origin") ?? null });
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

describe("the origin rule", () => {
  it("tells the app's own pages from other sites and from clients that are no browser", () => {
    const same = [
      { origin: APP },
      { origin: APP, secFetchSite: "cross-site" }, // Origin decides when it is there
      { secFetchSite: "same-origin" },
      { secFetchSite: "none" },
      { referer: `${APP}/plan/1?x=2` },
    ];
    const cross = [
      { origin: "https://evil.example" },
      { origin: "https://amble.example:8443" },
      { origin: "http://amble.example" },
      { origin: "https://sub.amble.example" },
      { origin: "null" },
      { origin: "" },
      { origin: "https://amble.example/" },
      { origin: `${APP}, https://evil.example` },
      { origin: "%%%" },
      { secFetchSite: "same-site" },
      { secFetchSite: "cross-site" },
      { secFetchSite: "garbage" },
      { referer: "https://evil.example/https://amble.example" },
      { referer: "not a url" },
    ];
    for (const headers of same) expect(originVerdict(headers, APP), JSON.stringify(headers)).toBe("same-origin");
    for (const headers of cross) expect(originVerdict(headers, APP), JSON.stringify(headers)).toBe("cross-site");
    expect(originVerdict({}, APP)).toBe("not-a-browser");
  });

  it("takes the loopback names of the same port as one origin on a loopback APP_URL, never another port", () => {
    const app = "http://localhost:3000";
    expect(originVerdict({ origin: "http://127.0.0.1:3000" }, app)).toBe("same-origin");
    expect(originVerdict({ origin: "http://[::1]:3000" }, app)).toBe("same-origin");
    expect(originVerdict({ origin: "http://localhost:3001" }, app)).toBe("cross-site");
    expect(originVerdict({ origin: "https://localhost:3000" }, app)).toBe("cross-site");
    expect(originVerdict({ origin: "http://127.0.0.1:3000" }, APP)).toBe("cross-site");
  });

  it("refuses a cross-site post with a 403 before the route: JSON for /api, /auth and data requests, a page elsewhere", async () => {
    const before = reached;
    const post = (path: string, headers: Record<string, string>) =>
      fetch(`${url}${path}`, { method: "POST", headers, body: "t=1" });
    for (const path of ["/api/user", "/auth/magic", "/profile?_data=routes%2Fprofile", "/profile.data"]) {
      const res = await post(path, { Origin: "https://evil.example" });
      expect(res.status, path).toBe(403);
      expect(await res.json()).toMatchObject({ error: "cross-site" });
    }
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const res = await fetch(`${url}/api/user`, { method, headers: { Origin: "null" } });
      expect(res.status, method).toBe(403);
    }
    const page = await post("/profile", { Origin: "https://evil.example", "Accept-Language": "de" });
    expect(page.status).toBe(403);
    expect(await page.text()).toContain("Das kam nicht von Amble");
    expect(reached).toBe(before);
    expect((await post("/profile", { Origin: APP })).status).toBe(200);
    expect((await post("/api/user", {})).status).toBe(200); // curl, a webhook: no browser, no cookies abused
    const read = await fetch(`${url}/profile`, { headers: { Origin: "https://evil.example" } });
    expect(await read.json()).toEqual({ ok: true, origin: null });
  });
});

/** fetch refuses to send TRACE and friends; Node's own client does not. */
function send(method: string, path: string): Promise<{ status: number; allow: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${url}${path}`, { method }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode!, allow: res.headers.allow }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("odd methods", () => {
  it("answers a method Amble does not serve with a 405 and Allow, and OPTIONS without CORS", async () => {
    for (const method of ["TRACE", "PROPFIND", "MKCOL", "LOCK"]) {
      const res = await send(method, "/api/user");
      expect(res.status, method).toBe(405);
      expect(res.allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
    }
    // Remix would run a route's action for a HEAD to a data URL: signing someone out, from any site.
    const head = await send("HEAD", "/auth/logout.data");
    expect(head.status).toBe(405);
    expect(head.allow).not.toContain("HEAD");
    expect((await send("HEAD", "/auth/logout")).status).toBe(200);
    const options = await fetch(`${url}/api/user`, { method: "OPTIONS", headers: { Origin: "https://evil.example" } });
    expect(options.status).toBe(204);
    expect(options.headers.get("Access-Control-Allow-Origin")).toBeNull();
  });
});

describe("private answers", () => {
  it("makes every answer to a signed-in or guest request, and every answer setting a cookie, private, no-store", async () => {
    const get = (path: string, cookie?: string) =>
      fetch(`${url}${path}`, { headers: cookie ? { Cookie: cookie } : {} }).then((r) => r.headers.get("Cache-Control"));
    expect(await get("/terms", "amble_session=s")).toBe("private, no-store");
    expect(await get("/profile", "amble_guest=g; amble_lng=de")).toBe("private, no-store");
    expect(await get("/sign-in")).toBe("private, no-store");
    // A route's own private rule stands; anonymous requests and preference cookies keep public caching.
    expect(await get("/photo", "amble_session=s")).toBe("private, max-age=3600");
    expect(await get("/terms")).toBe("public, max-age=300");
    expect(await get("/terms", "amble_lng=de; amble-planner-mode=chat")).toBe("public, max-age=300");
  });
});
