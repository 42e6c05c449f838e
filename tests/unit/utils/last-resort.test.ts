// The server's last resort (server.ts mounts it behind Remix): an error no route answered is a page in
// the reader's language for pages, JSON for the API, and never a stack trace.
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { languageCookie } from "~/i18n/i18next.server";
import { lastResort } from "~/utils/last-resort.server";

let url: string;
let close: () => void;

beforeAll(async () => {
  const app = express();
  const fail = () => {
    throw new Error("database on fire at /srv/app/secret.ts:12");
  };
  const unreadable = () => {
    throw Object.assign(new Error("request aborted"), { status: 400 });
  };
  app.get("/plan/broken", fail);
  app.get("/api/broken", fail);
  app.post("/profile", unreadable);
  app.use(lastResort);
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

describe("the last-resort error answer", () => {
  it("shows a German reader a German page, not English plain text", async () => {
    const res = await fetch(`${url}/plan/broken`, { headers: { "Accept-Language": "de-AT,de;q=0.9" } });
    expect(res.status).toBe(500);
    expect(res.headers.get("Content-Type")).toContain("text/html");
    const page = await res.text();
    expect(page).toContain('<html lang="de">');
    expect(page).toContain("Da ist etwas schiefgelaufen");
    expect(page).toContain("Zur Startseite");
    expect(page).not.toContain("secret.ts");
  });

  it("follows the language the reader chose over the browser's", async () => {
    const chosen = (await languageCookie.serialize("de")).split(";")[0];
    const res = await fetch(`${url}/plan/broken`, { headers: { "Accept-Language": "en", Cookie: chosen } });
    expect(await res.text()).toContain("Da ist etwas schiefgelaufen");
  });

  it("answers the client's own mistakes on pages with their 4xx status", async () => {
    const res = await fetch(`${url}/profile`, { method: "POST", headers: { "Accept-Language": "en" } });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Something went wrong");
  });

  it("answers the API in JSON", async () => {
    const res = await fetch(`${url}/api/broken`, { headers: { "Accept-Language": "de" } });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({
      error: "internal-error",
      message: "Something went wrong on our side. Please try again.",
    });
  });
});
