// What the chat has understood so far, one chip per field in the form's words (day, time, place, budget,
// people, getting around, occasion, vibe, wishes), so a person sees every field and can correct it.
import { useTranslation } from "~/i18n/translations";
import type { RequestPatch } from "~/planning/request";
import { formatPlannedDate } from "~/utils/planned-date";
import { formatWallClock } from "~/planning/format";

export function FilledRequest({ request }: { request: RequestPatch }) {
  const { t, i18n } = useTranslation("chat");
  const { t: tp } = useTranslation("planner");
  const language = i18n.language === "de" ? "de" : "en";
  const day = request.plannedDate
    ? formatPlannedDate(request.plannedDate, i18n.language)
    : request.day
      ? tp(`form.${request.day}`)
      : null;
  const kids = request.withKids === undefined ? null : tp(request.withKids ? "kidsOptions.with" : "kidsOptions.none");
  const items = [
    request.location,
    day,
    request.timeSlot ? tp(`timeSlots.${request.timeSlot}`) : null,
    request.startTime ? t("startsAt", { time: formatWallClock(request.startTime, language) }) : null,
    request.vibe ? tp(`vibes.${request.vibe}`) : null,
    request.budget ? tp(`budgets.${request.budget}`) : null,
    request.duration ? tp("form.durationValue", { count: request.duration }) : null,
    request.transportation ? tp(`transports.${request.transportation}`) : null,
    kids,
    ...(request.specialOccasions ?? []).map((occasion) => tp(`occasions.${occasion}`)),
    ...(request.preferences ?? []).map((preference) => tp(`preferenceOptions.${preference}`)),
    request.specialRequests ? t("wishes", { wishes: request.specialRequests }) : null,
  ].filter((item): item is string => Boolean(item));
  if (!items.length) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="font-semibold text-slate-700">{t("filled")}:</span>
      <ul aria-label={t("filled")} className="contents">
        {items.map((item) => (
          <li key={item} className="badge tone-brand px-3 py-1 text-sm font-medium">
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}
