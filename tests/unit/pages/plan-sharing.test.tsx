// Taking a plan along: its calendar file for its owner only, and a read-only link its owner creates and
// revokes (by the API with JavaScript, by the plan page's form without). The link shows the plan and
// nothing of who made it or what they may do; an unknown link is "Plan not found", a revoked one says the
// owner stopped sharing it.
import { renderToStaticMarkup } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { PlanNotFound } from "~/components/plan/plan-not-found";
import { TakeItWithYou } from "~/components/planner/itinerary/take-it-with-you";
import { SharedPlanScreen } from "~/components/planner/shared-plan-screen";
import { config } from "~/config.server";
import { db } from "~/db/client.server";
import { resources } from "~/i18n/resources";
import { TranslationsProvider } from "~/i18n/translations";
import { wallClock } from "~/planning/time";
import { action as createPlan } from "~/routes/api.date-plans";
import { action as shareApi } from "~/routes/api.date-plans.$planId.share";
import { action as planAction, loader as planPage } from "~/routes/plan.$planId";
import { loader as planCalendar } from "~/routes/plan.$planId.calendar[.]ics";
import { loader as sharedPage, meta as sharedMeta } from "~/routes/shared.$token";
import { loader as sharedCalendar } from "~/routes/shared.$token.calendar[.]ics";
import type { SharedPlanView } from "~/wire/shared-plan";
import { call, cookieOf, postPageForm } from "../../helpers/routes";
import { TODAY, TOMORROW, pinToday } from "../../helpers/today";
import { createTestUser, sessionCookieFor } from "../../helpers/users";

pinToday();

/** A plan made through the API: by a signed-in user (their session) or a new guest (the cookie it gets). */
async function makePlan(cookie = "", language = "en") {
  const body = { location: "Berlin", duration: 3, timeSlot: "evening", plannedDate: TOMORROW, language };
  const made = await call(createPlan, "/api/date-plans", { body, cookie });
  expect(made.status).toBe(201);
  return { id: made.body.id as string, cookie: cookie || cookieOf(made.headers), plan: made.body };
}

const signedIn = async () => {
  const user = await createTestUser();
  return { user, cookie: await sessionCookieFor(user.id) };
};

const calendarOf = (id: string, cookie = "") =>
  call(planCalendar, `/plan/${id}/calendar.ics`, { cookie, params: { planId: id } });
const share = (
  id: string,
  cookie: string,
  on: boolean,
  init: { path?: string; headers?: Record<string, string> } = {},
) =>
  call(shareApi, init.path ?? `/api/date-plans/${id}/share`, {
    body: { share: on },
    cookie,
    params: { planId: id },
    headers: init.headers,
  });
const tokenOf = (url: string) => new URL(url).pathname.split("/").pop()!;
const openShared = (token: string) => call(sharedPage, `/shared/${token}`, { params: { token } });
const openPlan = (id: string, cookie: string) => call(planPage, `/plan/${id}`, { cookie, params: { planId: id } });

/** The plan page's form as a browser without JavaScript posts it. */
const postForm = (id: string, cookie: string, intent: string) =>
  postPageForm(planAction, `/plan/${id}`, cookie, { intent });

const unfold = (ics: string) => ics.replace(/\r\n /g, "").split("\r\n");

describe("the calendar file", () => {
  it("gives a guest their plan: one event per stop at the times its cards show, in Berlin's zone", async () => {
    const { id, cookie, plan } = await makePlan();
    const res = await calendarOf(id, cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="[\w]+\.ics"; filename\*=UTF-8''/);
    const lines = unfold(res.body as string);
    const starts = lines.filter((l) => l.startsWith("DTSTART;"));
    expect(starts).toHaveLength(plan.activities.length);
    plan.activities.forEach((activity: { startsAt: string; time: string; placeName: string }, i: number) => {
      const w = wallClock(new Date(activity.startsAt), "Europe/Berlin");
      const hhmm = `${String(w.hour).padStart(2, "0")}${String(w.minute).padStart(2, "0")}`;
      expect(starts[i]).toBe(`DTSTART;TZID=Europe/Berlin:${TOMORROW.replace(/-/g, "")}T${hhmm}00`);
      // The card's clock ("7:00 PM – 8:30 PM") names the same time.
      const [, h, m, half] = /^(\d{1,2}):(\d{2}) (AM|PM)/.exec(activity.time)!;
      expect(((Number(h) % 12) + (half === "PM" ? 12 : 0)) * 60 + Number(m)).toBe(w.hour * 60 + w.minute);
      expect(lines).toContain(`SUMMARY;LANGUAGE=en:${activity.placeName.replace(/([,;])/g, "\\$1")}`);
    });
    expect(lines).toContain("TZID:Europe/Berlin");
  });

  it("writes a German plan's texts in German", async () => {
    const { cookie } = await signedIn();
    const { id, plan } = await makePlan(cookie, "de");
    const lines = unfold((await calendarOf(id, cookie)).body as string);
    const description = plan.activities[0].description.replace(/([,;])/g, "\\$1").replace(/\n/g, "\\n");
    expect(lines).toContain(`DESCRIPTION;LANGUAGE=de:${description}`);
    expect(lines).toContain(`X-WR-CALNAME:${plan.title.replace(/([,;])/g, "\\$1")}`);
  });

  it("tells another guest, a browser without cookies and a signed-in stranger: Plan not found (404)", async () => {
    const { id } = await makePlan();
    const other = await makePlan();
    const stranger = await signedIn();
    for (const cookie of [other.cookie, "", stranger.cookie]) {
      const res = await calendarOf(id, cookie);
      expect(res.status).toBe(404);
      expect(res.body).toBe("Plan not found");
      expect(res.headers.get("Content-Disposition")).toBeNull();
    }
  });
});

describe("the read-only link", () => {
  it("is created by the signed-in owner from APP_URL, never from the request's host, and stays the same", async () => {
    const { cookie } = await signedIn();
    const { id } = await makePlan(cookie);
    const first = await share(id, cookie, true, {
      path: `http://evil.example/api/date-plans/${id}/share`,
      headers: { "X-Forwarded-Host": "evil.example", "X-Forwarded-Proto": "https" },
    });
    expect(first.status).toBe(200);
    const url = first.body.shareUrl as string;
    expect(url.startsWith(`${config().appUrl}/shared/`)).toBe(true);
    // 32 characters of base64url: 192 random bits.
    expect(tokenOf(url)).toMatch(/^[\w-]{32}$/);
    expect((await share(id, cookie, true)).body.shareUrl).toBe(url);
    expect((await openPlan(id, cookie)).body.shareUrl).toBe(url);
    const other = await makePlan(cookie);
    expect(tokenOf((await share(other.id, cookie, true)).body.shareUrl)).not.toBe(tokenOf(url));
  });

  it("may be created by a guest for their own plan", async () => {
    const { id, cookie } = await makePlan();
    const res = await share(id, cookie, true);
    expect(res.status).toBe(200);
    expect((await openShared(tokenOf(res.body.shareUrl))).status).toBe(200);
  });

  it("shows the plan to anyone, without its owner, their actions or an index entry", async () => {
    const owner = await createTestUser({ name: "Alexandra Owner" });
    const cookie = await sessionCookieFor(owner.id);
    const { id, plan } = await makePlan(cookie);
    const token = tokenOf((await share(id, cookie, true)).body.shareUrl);
    const res = await openShared(token);
    expect(res.status).toBe(200);
    expect(res.headers.get("X-Robots-Tag")).toBe("noindex");
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(res.body.plan.title).toBe(plan.title);
    expect(res.body.plan.activities.map((a: { name: string }) => a.name)).toEqual(
      plan.activities.map((a: { name: string }) => a.name),
    );
    const text = JSON.stringify(res.body);
    for (const secret of [owner.id, owner.email, "Alexandra", id]) expect(text).not.toContain(secret);
    expect(res.body.plan).not.toHaveProperty("isGuestPlan");
    // The cards' "Open today" is read against the place's date as the server saw it, not worked out in the browser.
    expect(res.body.today).toEqual({ timeZone: "Europe/Berlin", date: TODAY });
    expect(sharedMeta({ data: res.body, matches: [] } as never)).toContainEqual({ name: "robots", content: "noindex" });

    const ics = await call(sharedCalendar, `/shared/${token}/calendar.ics`, { params: { token } });
    expect(ics.status).toBe(200);
    expect(ics.headers.get("X-Robots-Tag")).toBe("noindex");
    expect(unfold(ics.body as string).filter((l) => l === "BEGIN:VEVENT")).toHaveLength(plan.activities.length);
  });

  it("is revoked by its owner: the old link says so at once (410), a new link is a new address", async () => {
    const { cookie } = await signedIn();
    const { id } = await makePlan(cookie);
    const token = tokenOf((await share(id, cookie, true)).body.shareUrl);
    const revoked = await share(id, cookie, false);
    expect(revoked).toMatchObject({ status: 200, body: { shareUrl: null } });
    const gone = await openShared(token);
    expect(gone.status).toBe(410);
    expect(gone.body).toMatchObject({ plan: null, revoked: true });
    expect(gone.headers.get("X-Robots-Tag")).toBe("noindex");
    expect((await call(sharedCalendar, `/shared/${token}/calendar.ics`, { params: { token } })).status).toBe(404);
    expect((await openPlan(id, cookie)).body.shareUrl).toBeNull();

    const again = tokenOf((await share(id, cookie, true)).body.shareUrl);
    expect(again).not.toBe(token);
    expect((await openShared(again)).status).toBe(200);
    expect((await openShared(token)).status).toBe(410);
    // Revoking the second link: it says so too (only the latest revoked link is remembered).
    await share(id, cookie, false);
    expect((await openShared(again)).body.revoked).toBe(true);
  });

  it("cannot be created or revoked by anyone but the owner", async () => {
    const { cookie } = await signedIn();
    const { id } = await makePlan(cookie);
    const url = (await share(id, cookie, true)).body.shareUrl;
    const stranger = await signedIn();
    const guest = await makePlan();
    for (const other of [stranger.cookie, guest.cookie, ""]) {
      expect((await share(id, other, false)).status).toBe(404);
      expect((await share(id, other, true)).status).toBe(404);
      expect((await postForm(id, other, "stop-sharing")).status).toBe(404);
    }
    expect((await openShared(tokenOf(url))).status).toBe(200);
    expect((await db.datePlan.findUnique({ where: { id } }))?.shareToken).toBe(tokenOf(url));
  });

  it("answers Plan not found for a made-up link, and refuses a body that is not {share: boolean}", async () => {
    for (const token of ["abcdefghijklmnopqrstuvwxyz012345", "short", "../plan"])
      expect(await openShared(token)).toMatchObject({ status: 404, body: { revoked: false } });
    const { cookie } = await signedIn();
    const { id } = await makePlan(cookie);
    const bad = await call(shareApi, `/api/date-plans/${id}/share`, {
      body: { share: "yes" },
      cookie,
      params: { planId: id },
    });
    expect(bad).toMatchObject({ status: 400, body: { error: "invalid-request" } });
    expect((await db.datePlan.findUnique({ where: { id } }))?.shareToken).toBeNull();
  });
});

describe("the link without JavaScript", () => {
  it("is created and revoked by the plan page's form, which comes back to the plan showing it", async () => {
    const { cookie } = await signedIn();
    const { id } = await makePlan(cookie);
    const created = await postForm(id, cookie, "share");
    expect(created.status).toBe(303);
    expect(created.headers.get("Location")).toBe(`/plan/${id}#take-it-with-you`);
    const url = (await openPlan(id, cookie)).body.shareUrl as string;
    expect((await openShared(tokenOf(url))).status).toBe(200);

    const stopped = await postForm(id, cookie, "stop-sharing");
    expect(stopped.status).toBe(303);
    expect((await openPlan(id, cookie)).body.shareUrl).toBeNull();
    expect((await openShared(tokenOf(url))).status).toBe(410);

    expect((await postForm(id, cookie, "delete")).status).toBe(400);
  });
});

/** Server-rendered, as a browser without JavaScript gets it (the map reads the root route's data). */
async function render(node: React.ReactNode, language: "en" | "de" = "en") {
  const handler = createStaticHandler([{ id: "root", path: "/", element: node, loader: () => ({}) }]);
  const context = (await handler.query(new Request("http://localhost/"))) as StaticHandlerContext;
  return renderToStaticMarkup(
    <TranslationsProvider language={language} strings={resources[language]}>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </TranslationsProvider>,
  );
}

describe("what the pages show", () => {
  it("tells whoever opens a revoked link that its owner stopped sharing it, in English and German", async () => {
    expect(await render(<PlanNotFound backTo="/" backLabel="Home" revoked />)).toContain(
      "The owner stopped sharing this plan.",
    );
    expect(await render(<PlanNotFound backTo="/" backLabel="Home" revoked />, "de")).toContain(
      "Dieser Plan wird nicht mehr geteilt",
    );
    expect(await render(<PlanNotFound backTo="/" backLabel="Home" />)).toContain("Plan not found");
  });

  it("gives the owner a calendar link and, without JavaScript, a form that creates the link", async () => {
    const html = await render(<TakeItWithYou planId="p1" shareUrl={null} guestPlan={false} />);
    expect(html).toContain('href="/plan/p1/calendar.ics"');
    expect(html).toContain("Add to calendar");
    expect(html).toMatch(/<form method="post" action="\/plan\/p1">.*name="intent" value="share".*Create link/);
    expect(html).toContain('role="status"');
  });

  it("shows the owner their link in a read-only field, with Stop sharing, in German too", async () => {
    const url = "http://localhost:3000/shared/abcdefghijklmnopqrstuvwxyz012345";
    const html = await render(<TakeItWithYou planId="p1" shareUrl={url} guestPlan={true} />, "de");
    expect(html).toMatch(/<label for="share-link"[^>]*>Link zum Ansehen<\/label>/);
    expect(html).toMatch(new RegExp(`<input id="share-link"[^>]*readonly=""[^>]*value="${url}"`));
    expect(html).toMatch(/name="intent" value="stop-sharing".*Teilen beenden/);
    expect(html).toContain("Zum Kalender hinzufügen");
    expect(html).toContain("Gastpläne bleiben 30 Tage gespeichert");
  });

  it("shows a stranger the shared plan's cards and calendar file, and none of the owner's actions", async () => {
    const { cookie } = await signedIn();
    const { id } = await makePlan(cookie);
    const token = tokenOf((await share(id, cookie, true)).body.shareUrl);
    const { plan, calendarHref } = (await openShared(token)).body as { plan: SharedPlanView; calendarHref: string };
    const html = await render(<SharedPlanScreen plan={plan} calendarHref={calendarHref} />);
    for (const activity of plan.activities) expect(html).toContain(activity.location.replace(/&/g, "&amp;"));
    expect(html).toContain(`href="/shared/${token}/calendar.ics"`);
    expect(html).toContain("Someone shared this plan with you");
    for (const owners of [
      "Swap",
      "Undo",
      "Try different plan",
      "Copy link",
      "Stop sharing",
      "Continue in chat",
      "intent",
    ])
      expect(html).not.toContain(owners);
  });
});
