// The leg into a stop, between two cards: the way of getting there and how long it takes ("12 min walk").
import { Bike, Car, Footprints, TramFront } from "lucide-react";
import { useTranslation } from "~/i18n/translations";
import { travelText, type TravelMode } from "./card-facts";

const ICONS: Record<TravelMode, typeof Footprints> = {
  walking: Footprints,
  bike: Bike,
  public_transport: TramFront,
  car: Car,
};

export function TravelChip({
  leg,
  index,
}: {
  leg: { travelMinutes?: number | null; legMode?: string | null };
  index: number;
}) {
  const { t } = useTranslation("planner");
  const { t: tPlaces } = useTranslation("places");
  const travel = travelText(leg, index, t);
  if (!travel) return null;
  const Icon = ICONS[travel.mode];
  return (
    <p className="mb-2 flex justify-center" data-travel-chip>
      <span className="chip text-slate-700">
        <Icon aria-hidden className="h-4 w-4 text-violet-700" />
        <span className="sr-only">{tPlaces("card.travelFrom", { leg: travel.text })}</span>
        <span aria-hidden>{travel.text}</span>
      </span>
    </p>
  );
}
