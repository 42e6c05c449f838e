// A plan's calendar file as a download, for its owner's page and for its read-only link alike.
import { config } from "~/config.server";
import { getLanguage } from "~/i18n/i18next.server";
import { resources } from "~/i18n/resources";
import { createT } from "~/i18n/translate";
import { calendarFileNames, planCalendar, type CalendarPlan } from "~/planning/plan-calendar";

/** A header parameter value as RFC 8187 writes it (`filename*=UTF-8''…`). */
const extValue = (text: string) =>
  encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export function calendarResponse(plan: CalendarPlan, headers: HeadersInit = {}): Response {
  const { ascii, unicode } = calendarFileNames(plan.title);
  const body = planCalendar(plan, { host: new URL(config().appUrl).hostname, now: new Date() });
  return new Response(body, {
    headers: {
      ...headers,
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${ascii}"; filename*=UTF-8''${extValue(unicode)}`,
      "Cache-Control": "private, no-store",
    },
  });
}

/** The plan page's own words for a plan that is not there (or not this reader's), in the reader's language. */
export async function calendarNotFound(request: Request, headers: HeadersInit = {}): Promise<Response> {
  const language = await getLanguage(request);
  const text = createT(language, resources[language], "common")("planDetail.notFoundTitle");
  return new Response(text, {
    status: 404,
    headers: { ...headers, "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
  });
}
