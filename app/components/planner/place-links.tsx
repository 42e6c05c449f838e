// A place's own pages, opened beside the plan: its website and, where it has one, its booking page.
import { CalendarCheck, Globe } from "lucide-react";
import { useTranslation } from "~/i18n/translations";
import { webUrl } from "~/planning/places/web-url";

const LINK =
  "inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-sm font-semibold text-violet-800 ring-1 ring-violet-200 hover:bg-violet-50";

export function PlaceLinks({
  name,
  website,
  bookingUrl,
}: {
  name: string;
  website: string | null | undefined;
  bookingUrl: string | null | undefined;
}) {
  const { t } = useTranslation("places");
  const site = webUrl(website);
  const booking = webUrl(bookingUrl);
  if (!site && !booking) return null;
  return (
    <p className="mt-3 flex flex-wrap gap-2">
      {site ? (
        <a
          href={site}
          target="_blank"
          rel="noopener noreferrer"
          className={LINK}
          aria-label={t("card.websiteOf", { name })}
        >
          <Globe aria-hidden className="h-4 w-4" />
          {t("card.website")}
        </a>
      ) : null}
      {booking ? (
        <a
          href={booking}
          target="_blank"
          rel="noopener noreferrer"
          className={LINK}
          aria-label={t("card.reserveAt", { name })}
        >
          <CalendarCheck aria-hidden className="h-4 w-4" />
          {t("card.reserve")}
        </a>
      ) : null}
    </p>
  );
}
