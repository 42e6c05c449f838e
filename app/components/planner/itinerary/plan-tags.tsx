// A plan's vibe, transport and time slot as one row of calm chips (the shared chip style), each named for
// screen readers.
import { useTranslation } from "~/i18n/translations";

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
  const tag = (label: string, kind: string) => (
    <li className="chip">
      <span className="sr-only">{kind}: </span>
      {label}
    </li>
  );
  return (
    <ul className="flex flex-wrap gap-2">
      {tag(t(`vibes.${vibe}`, vibe.replace(/_/g, " ")), t("tags.vibe"))}
      {tag(t(`transports.${transportation}`, transportation.replace(/_/g, " ")), t("tags.transportation"))}
      {tag(t(`timeSlots.${timeSlot}`, timeSlot.replace(/_/g, " ")), t("tags.timeSlot"))}
    </ul>
  );
}
