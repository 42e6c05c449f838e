// What the production server (Express in front of Remix) decides for every route at once: a state-changing
// request from another origin is a 403 whatever it reaches (page, `?_data=`/`.data` request, /api, /auth),
// so nobody is signed in or changed from another site; a method Amble does not serve is a 405; an answer
// that depends on who is asking is `private, no-store`. Tested against a real server process.
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpServer, linkIn, type CapturedMail } from "../../fakes/smtp";
import { startServerOnThisDatabase, type RunningServer } from "../../helpers/server";
import { createTestUser, sessionCookieFor } from "../../helpers/users";
import { db } from "~/db/client.server";
import { ordinaryDayAhead } from "../../helpers/today";

let server: RunningServer;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let own: string;
let mails: CapturedMail[];

beforeAll(async () => {
  smtp = await startSmtpServer();
  mails = smtp.mails;
  server = await startServerOnThisDatabase({ RATE_LIMIT_PER_MINUTE: "100000", SMTP_URL: smtp.url });
  // APP_URL is the default, http://localhost:$PORT: the origin the browser's pages have.
  own = `http://localhost:${new URL(server.url).port}`;
}, 180_000);
afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

const FOREIGN = () => [
  "https://evil.example",
  `http://localhost:${Number(new URL(server.url).port) + 1}`, // same site, another port
  "null",
  "http://", // malformed
  "not a url",
  `${own}, https://evil.example`,
];

/** The attacker's own magic link: a sign-in code sent to their address, read from the mail. */
async function attackersLink(): Promise<{ t: string; i: string }> {
  const email = `attacker-${Date.now()}@example.test`;
  const sent = await fetch(`${server.url}/auth/send-otp`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email }),
  });
  expect(sent.status).toBe(200);
  for (let i = 0; i < 50 && !mails.some((m) => m.to.includes(email)); i++) await new Promise((r) => setTimeout(r, 100));
  const link = new URL(linkIn(mails.find((m) => m.to.includes(email))!.raw)!);
  return { t: link.searchParams.get("t")!, i: link.searchParams.get("i")! };
}

const form = (fields: Record<string, string>) => ({
  "Content-Type": "application/x-www-form-urlencoded",
  body: new URLSearchParams(fields).toString(),
});

describe("one origin rule for every state-changing request", () => {
  it("never signs anyone in from another site's post of a magic link, as a page or data request", async () => {
    const link = await attackersLink();
    const { body, ...type } = form(link);
    for (const path of ["/auth/magic", "/auth/magic?_data=routes%2Fauth.magic", "/auth/magic.data"]) {
      for (const origin of FOREIGN()) {
        const res = await fetch(`${server.url}${path}`, {
          method: "POST",
          headers: { ...type, Origin: origin },
          body,
          redirect: "manual",
        });
        expect(res.status, `${path} from ${origin}`).toBe(403);
        expect(res.headers.getSetCookie()).toEqual([]);
        const answer = (await res.json()) as { error: string };
        expect(answer.error).toBe("cross-site");
      }
      // Without Origin, a browser's Sec-Fetch-Site or Referer tell where the post came from.
      for (const headers of [{ "Sec-Fetch-Site": "cross-site" }, { "Sec-Fetch-Site": "same-site" }]) {
        const res = await fetch(`${server.url}${path}`, { method: "POST", headers: { ...type, ...headers }, body });
        expect(res.status).toBe(403);
      }
      const referred = await fetch(`${server.url}${path}`, {
        method: "POST",
        headers: { ...type, Referer: "https://evil.example/page" },
        body,
      });
      expect(referred.status).toBe(403);
    }
    // The link still works in any browser of the person who got it: the confirm button posts same-origin.
    const confirmed = await fetch(`${server.url}/auth/magic`, {
      method: "POST",
      headers: { ...type, Origin: own, "Sec-Fetch-Site": "same-origin" },
      body,
      redirect: "manual",
    });
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.getSetCookie().join()).toContain("amble_session=");
  });

  it("refuses same-site posts to the API and to pages: nothing renamed, nothing deleted", async () => {
    const user = await createTestUser({ name: "Ada" });
    const cookie = await sessionCookieFor(user.id);
    const other = `http://localhost:${Number(new URL(server.url).port) + 1}`;
    const rename = await fetch(`${server.url}/api/user`, {
      method: "PUT",
      headers: { Cookie: cookie, Origin: other, "Content-Type": "text/plain" },
      body: JSON.stringify({ name: "Mallory" }),
    });
    expect(rename.status).toBe(403);
    expect(((await rename.json()) as { error: string }).error).toBe("cross-site");
    const page = await fetch(`${server.url}/profile`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: other, "Accept-Language": "de", ...form({ intent: "delete-account" }) },
      body: form({ intent: "delete-account" }).body,
    });
    expect(page.status).toBe(403);
    expect(page.headers.get("Content-Type")).toContain("text/html");
    expect(await page.text()).toContain("Das kam nicht von Amble");
    expect((await db.user.findUnique({ where: { id: user.id } }))?.name).toBe("Ada");
  });

  it("lets the app's own pages and non-browser clients through", async () => {
    const user = await createTestUser({ name: "Ada" });
    const cookie = await sessionCookieFor(user.id);
    const browsers: Record<string, string>[] = [
      { Origin: own },
      { "Sec-Fetch-Site": "same-origin" },
      { Referer: `${own}/profile` },
      {},
    ];
    for (const headers of browsers) {
      const res = await fetch(`${server.url}/api/user`, {
        method: "PUT",
        headers: { Cookie: cookie, "Content-Type": "application/json", ...headers },
        body: JSON.stringify({ name: "Grace" }),
      });
      expect(res.status, JSON.stringify(headers)).toBe(200);
    }
  });

  it("takes only JSON bodies at the JSON API (415 otherwise)", async () => {
    const user = await createTestUser({ name: "Ada" });
    const cookie = await sessionCookieFor(user.id);
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
      const res = await fetch(`${server.url}/api/user`, {
        method: "PUT",
        headers: { Cookie: cookie, "Content-Type": type, Origin: own },
        body: JSON.stringify({ name: "Mallory" }),
      });
      expect(res.status, type).toBe(415);
    }
    expect((await db.user.findUnique({ where: { id: user.id } }))?.name).toBe("Ada");
  });
});

/** fetch refuses to send TRACE and friends; Node's own client does not. */
function send(method: string, path: string): Promise<{ status: number; allow: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${server.url}${path}`, { method }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode!, allow: res.headers.allow }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("odd methods", () => {
  it("answers TRACE and other methods Amble does not serve with a 405 naming the ones it does", async () => {
    for (const method of ["TRACE", "PROPFIND", "MKCOL"]) {
      for (const path of ["/", "/profile", "/api/user", "/auth/magic"]) {
        const res = await send(method, path);
        expect(res.status, `${method} ${path}`).toBe(405);
        expect(res.allow).toContain("POST");
      }
    }
    // A HEAD to a data URL would run the route's action in Remix (here: sign out), from any site.
    const user = await createTestUser();
    const cookie = await sessionCookieFor(user.id);
    const head = await new Promise<number>((resolve, reject) => {
      const req = http.request(`${server.url}/auth/logout.data`, {
        method: "HEAD",
        headers: { Cookie: cookie, Origin: "https://evil.example" },
      });
      req.on("response", (res) => resolve(res.statusCode!)).on("error", reject);
      req.end();
    });
    expect(head).toBe(405);
    const still = await fetch(`${server.url}/api/user`, { headers: { Cookie: cookie } });
    expect(still.status).toBe(200);
    const options = await fetch(`${server.url}/api/user`, {
      method: "OPTIONS",
      headers: { Origin: "https://x.example" },
    });
    expect(options.status).toBe(204);
    expect(options.headers.get("Access-Control-Allow-Origin")).toBeNull();
  });
});

describe("private answers", () => {
  it("sends every answer that depends on who is signed in as private, no-store; public pages keep theirs", async () => {
    const user = await createTestUser();
    const cookie = await sessionCookieFor(user.id);
    const plannedDate = ordinaryDayAhead();
    const made = await fetch(`${server.url}/api/date-plans`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ location: "Berlin", duration: 2, plannedDate }),
    });
    expect(made.ok).toBe(true);
    const plan = (await made.json()) as { id: string };
    const paths = [
      "/",
      "/profile",
      "/terms",
      "/api/user",
      "/api/user/date-plans",
      `/api/date-plans/${plan.id}`,
      `/plan/${plan.id}`,
      "/?chat=nope",
      "/?_data=root",
      "/profile.data",
    ];
    for (const path of paths) {
      const res = await fetch(`${server.url}${path}`, { headers: { Cookie: cookie }, redirect: "manual" });
      expect(res.headers.get("Cache-Control"), path).toBe("private, no-store");
    }
    const anonymous = await fetch(`${server.url}/api/places/autocomplete?input=Berl`);
    expect(anonymous.headers.get("Cache-Control")).toContain("public");
  });
});
