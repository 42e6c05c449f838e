// What a first visit to the production server fetches: the build's scripts come lean (cached for a year,
// compressed once at build time, without the page's policies on each) and the page preloads the string
// files it rendered with, in its language, beside its other scripts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServerOnThisDatabase, type RunningServer } from "../../helpers/server";

let server: RunningServer;
beforeAll(async () => {
  server = await startServerOnThisDatabase();
}, 180_000);
afterAll(() => server?.stop());

describe("build assets", () => {
  it("come lean: cached for a year, compressed, with no page policies repeated on each of them", async () => {
    const page = await (await fetch(server.url)).text();
    const scripts = [...page.matchAll(/\/assets\/[\w.-]+\.js/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(5);
    for (const script of new Set(scripts)) {
      const answer = await fetch(server.url + script, { headers: { "Accept-Encoding": "gzip" } });
      expect(answer.status).toBe(200);
      expect(answer.headers.get("cache-control")).toContain("immutable");
      expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
      expect(answer.headers.get("content-security-policy")).toBeNull();
      expect(answer.headers.get("x-frame-options")).toBeNull();
      expect(answer.headers.get("x-request-id")).toBeNull();
      if (Number(answer.headers.get("content-length") ?? 2000) > 1500) {
        expect(answer.headers.get("content-encoding")).toBe("gzip");
      }
    }
  });

  it("include the page's own style sheet and route manifest, compressed at build time like the scripts", async () => {
    const page = await (await fetch(server.url)).text();
    const stylesheet = /<link rel="stylesheet" href="(\/assets\/[\w.-]+\.css)"/.exec(page)![1];
    const manifest = /\/assets\/manifest-[\w]+\.js/.exec(page)![0];
    for (const file of [stylesheet, manifest]) {
      const answer = await fetch(server.url + file, { headers: { "Accept-Encoding": "br" } });
      expect(answer.headers.get("content-encoding"), file).toBe("br");
      expect(answer.headers.get("vary")).toBe("Accept-Encoding");
    }
  });

  it("include the page's string files in its language, preloaded with its other scripts", async () => {
    const preloads = async (language: string) => {
      const page = await (await fetch(server.url, { headers: { "Accept-Language": language } })).text();
      const listed = JSON.parse(/__ambleNamespaces=(\[[^\]]*\])/.exec(page)![1]) as string[];
      const links = [...page.matchAll(/<link rel="modulepreload" href="(\/assets\/[\w.-]+\.js)"/g)].map((m) => m[1]);
      return { page, listed, links };
    };
    const en = await preloads("en");
    const de = await preloads("de");
    expect(en.listed).toContain("common");
    expect(de.listed).toEqual(en.listed);
    for (const { listed, links } of [en, de]) {
      for (const namespace of listed)
        expect(
          links.some((href) => href.includes(`/${namespace}-`)),
          namespace,
        ).toBe(true);
    }
    // The same namespace is a different file in each language: German strings for the German page.
    const common = (links: string[]) => links.find((href) => href.includes("/common-"))!;
    expect(common(de.links)).not.toBe(common(en.links));
    const german = await (await fetch(server.url + common(de.links))).text();
    expect(german).toContain("Anmelden");
    expect(german).not.toContain("Sign in");
  });
});
