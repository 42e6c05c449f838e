// Badges for a plan's vibe, transport and time slot, each in its own colour.
import { useTranslation } from "~/i18n/translations";

const VIBE_TONE: Record<string, string> = {
  romantic: "bg-rose-100 text-rose-900",
  fun: "bg-amber-100 text-amber-900",
  chill: "bg-sky-100 text-sky-900",
  adventure: "bg-emerald-100 text-emerald-900",
};
const TRANSPORT_TONE: Record<string, string> = {
  walking: "bg-lime-100 text-lime-900",
  public_transport: "bg-indigo-100 text-indigo-900",
  bike: "bg-teal-100 text-teal-900",
  car: "bg-slate-200 text-slate-900",
};
const SLOT_TONE: Record<string, string> = {
  morning: "bg-yellow-100 text-yellow-900",
  afternoon: "bg-orange-100 text-orange-900",
  evening: "bg-violet-100 text-violet-900",
  late_night: "bg-purple-200 text-purple-950",
  night: "bg-purple-200 text-purple-950",
};

export function PlanTags({
  vibe,
  transportation,
  timeSlot,
}: {
  vibe: string;
  transportation: string;
  timeSlot: string;
}) {
  const { t } = useTranslation("planner");
  const tag = (tone: string | undefined, label: string, kind: string) => (
    <li className={`badge px-3 py-1 ${tone ?? "tone-quiet"}`}>
      <span className="sr-only">{kind}: </span>
      {label}
    </li>
  );
  return (
    <ul className="flex flex-wrap gap-2">
      {tag(VIBE_TONE[vibe], t(`vibes.${vibe}`, vibe.replace(/_/g, " ")), t("tags.vibe"))}
      {tag(
        TRANSPORT_TONE[transportation],
        t(`transports.${transportation}`, transportation.replace(/_/g, " ")),
        t("tags.transportation"),
      )}
      {tag(SLOT_TONE[timeSlot], t(`timeSlots.${timeSlot}`, timeSlot.replace(/_/g, " ")), t("tags.timeSlot"))}
    </ul>
  );
}
