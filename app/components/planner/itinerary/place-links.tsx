// A place's own pages, opened beside the plan: its website and, where it has one, its booking page.
import { CalendarCheck, Globe } from "lucide-react";
import { useTranslation } from "~/i18n/translations";
import { webUrl } from "~/planning/places/web-url";

/** Chips like the rest of the card (tailwind.css), in the link colour. */
const LINK = "chip font-semibold text-violet-800 hover:bg-violet-50";

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
  const links = [
    { href: webUrl(website), Icon: Globe, text: t("card.website"), label: t("card.websiteOf", { name }) },
    { href: webUrl(bookingUrl), Icon: CalendarCheck, text: t("card.reserve"), label: t("card.reserveAt", { name }) },
  ].filter((link): link is typeof link & { href: string } => link.href !== null);
  if (!links.length) return null;
  return (
    <p className="mt-3 flex flex-wrap gap-2">
      {links.map(({ href, Icon, text, label }) => (
        <a key={text} href={href} target="_blank" rel="noopener noreferrer" className={LINK} aria-label={label}>
          <Icon aria-hidden className="h-4 w-4" />
          {text}
        </a>
      ))}
    </p>
  );
}
