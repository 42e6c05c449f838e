// One activity of a plan: number, category icon, name, time, the place's hours that day, description (the place
// in bold), location with directions, price level and spend, the place's website and booking page, a
// photo where the source has one, tips, the opening-hours badge with a re-check, and swap/undo where
// allowed. The leg from the stop before sits above it. Focusing or clicking the card highlights its pin.
import { CalendarClock, Clock, MapPin, Navigation } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/translations";
import { CategoryIcon } from "../../category-icon";
import { hoursTodayText, priceLevelText } from "./card-facts";
import { usePlanToday } from "./plan-today";
import { directionsUrl } from "../map/map-links";
import { HoursBadge, type HoursStatus } from "./hours-badge";
import { PlaceLinks } from "./place-links";
import { PlacePhoto } from "./place-photo";
import { SwapButtons, type CardSwap } from "./swap-buttons";
import { stopKey, useStopSelection } from "../map/stop-selection";
import { TravelChip } from "./travel-chip";
import type { CardActivity } from "../types";

export type { HoursStatus };

function Described({ text, placeName }: { text: string; placeName: string | null }) {
  if (!placeName || !text.includes(placeName)) return <>{text}</>;
  const parts = text.split(placeName);
  return (
    <>
      {parts.map((part, i) => (
        <span key={i}>
          {part}
          {i < parts.length - 1 ? <strong className="font-semibold text-slate-900">{placeName}</strong> : null}
        </span>
      ))}
    </>
  );
}

export function ActivityCard({
  activity,
  index,
  hours,
  onRecheck,
  onPlanPage = false,
  swap,
}: {
  activity: CardActivity;
  index: number;
  hours: HoursStatus;
  onRecheck?: () => void;
  /** On the plan's own page "Check again" posts a form there, so it works without JavaScript too. */
  onPlanPage?: boolean;
  /** Swap controls: absent for guests, streaming drafts and the read-only views. */
  swap?: CardSwap | null;
}) {
  const { t } = useTranslation("planner");
  const { t: tPlaces, i18n } = useTranslation("places");
  const { selected, select } = useStopSelection();
  const card = useRef<HTMLElement>(null);
  const highlighted = selected.key === stopKey(activity);
  // A pin chosen on the map brings its card into view.
  useEffect(() => {
    if (highlighted && selected.from === "pin") card.current?.scrollIntoView({ block: "nearest", behavior: "smooth" });
  }, [highlighted, selected]);
  const tips = [activity.experienceTip, activity.bookingTip, ...activity.notes].filter((x): x is string => Boolean(x));
  // A free place says "Free" once, not "Free · Free".
  const priced = priceLevelText(activity.priceLevel, activity.currency, tPlaces);
  const level = priced && priced.shown !== activity.price ? priced : null;
  const today = usePlanToday();
  const hoursToday = hoursTodayText(activity.hoursToday, tPlaces, i18n.language, new Date(), today);
  return (
    <>
      <TravelChip leg={activity} index={index} />
      <article
        ref={card}
        id={`stop-${index + 1}`}
        aria-labelledby={`activity-${index}`}
        aria-current={highlighted ? "true" : undefined}
        tabIndex={0}
        onFocus={() => select(activity, "card")}
        onClick={() => select(activity, "card")}
        data-stop={index + 1}
        className={`card-stop scroll-mt-4 outline-none transition-shadow focus-visible:ring-2 focus-visible:ring-violet-600 ${
          highlighted ? "ring-2 ring-amber-400" : ""
        }`}
      >
        <header className="flex items-start gap-3">
          <span
            aria-hidden
            className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-violet-700 font-bold text-white"
          >
            {index + 1}
          </span>
          <div className="min-w-0 flex-1">
            <h3 id={`activity-${index}`} className="text-lg font-bold leading-snug">
              <CategoryIcon
                category={activity.category}
                emoji={activity.emoji}
                className="mr-1.5 inline-block h-5 w-5 -translate-y-px align-text-bottom text-violet-700"
              />
              <span className="sr-only">{index + 1}. </span>
              {activity.name}
              {activity.swappedFromId ? (
                <span className="badge tone-brand ml-2 align-middle">{t("itinerary.swapped")}</span>
              ) : null}
            </h3>
            {/* A div, not a p: the badge's "Check again" is a form. */}
            <div className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
              <span className="inline-flex items-center gap-1">
                <Clock aria-hidden className="h-4 w-4" />
                {activity.time}
              </span>
              <HoursBadge
                status={hours}
                name={activity.name}
                activityId={onPlanPage && activity.id ? activity.id : null}
                onRecheck={onRecheck}
              />
            </div>
            {hoursToday ? (
              <p className="mt-1 inline-flex items-center gap-1 text-sm text-slate-700">
                <CalendarClock aria-hidden className="h-4 w-4" />
                {/* "today" depends on the clock: the server's and the browser's may straddle midnight. */}
                <span suppressHydrationWarning>{hoursToday}</span>
              </p>
            ) : null}
          </div>
        </header>
        <PlacePhoto photo={activity.photo} name={activity.name} />
        <p className="mt-3 leading-relaxed text-slate-700">
          <Described text={activity.description} placeName={activity.placeName} />
        </p>
        <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="font-semibold text-slate-900">{t("itinerary.location")}</dt>
            <dd className="flex items-start gap-1 text-slate-700">
              <MapPin aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
              <span>
                {activity.location}{" "}
                <a
                  href={directionsUrl(activity.coordinates)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-0.5 font-semibold text-violet-800 hover:underline"
                >
                  <Navigation aria-hidden className="h-3.5 w-3.5" />
                  {t("itinerary.directions")}
                  <span className="sr-only"> – {t("itinerary.directionsTo", { name: activity.name })}</span>
                </a>
              </span>
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-900">{t("itinerary.price")}</dt>
            <dd className="text-slate-700">
              {level ? (
                <>
                  <span className="font-semibold text-slate-900" aria-hidden>
                    {level.shown}
                  </span>
                  <span className="sr-only">{level.label}</span>
                  <span aria-hidden> · </span>
                </>
              ) : null}
              {activity.price}
              {/* Guessed from the kind of place (online sources): said, never passed off as the place's own. */}
              {activity.priceEstimated ? <span> ({t("itinerary.priceEstimated")})</span> : null}
            </dd>
          </div>
        </dl>
        <PlaceLinks name={activity.name} website={activity.website} bookingUrl={activity.bookingUrl} />
        {tips.length ? (
          <div className="mt-3">
            <h4 className="text-sm font-semibold text-slate-900">{t("itinerary.tips")}</h4>
            <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-700">
              {tips.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {swap && activity.id ? (
          <SwapButtons
            activityId={activity.id}
            name={activity.name}
            index={index}
            swapped={Boolean(activity.swappedFromId)}
            swap={swap}
          />
        ) : null}
      </article>
    </>
  );
}
