// One line-icon per kind of place, drawn as SVG: the same on every device (no emoji font needed) and in the
// screenshot share (html2canvas renders inline SVG). Plans keep their emoji as data for the text share and
// the calendar; the page shows this instead.
import {
  Beer,
  Clapperboard,
  Coffee,
  Disc3,
  Drama,
  Flower2,
  Frame,
  IceCreamCone,
  Landmark,
  MapPin,
  Martini,
  Music,
  ShoppingBasket,
  Sparkles,
  Sunset,
  Target,
  Trees,
  Utensils,
  Wine,
  type LucideIcon,
} from "lucide-react";

const BY_CATEGORY: Record<string, LucideIcon> = {
  restaurant: Utensils,
  cafe: Coffee,
  bar: Martini,
  park: Trees,
  garden: Flower2,
  viewpoint: Sunset,
  museum: Landmark,
  gallery: Frame,
  cinema: Clapperboard,
  theatre: Drama,
  live_music: Music,
  activity: Target,
  spa: Sparkles,
  market: ShoppingBasket,
  landmark: MapPin,
  dessert: IceCreamCone,
  club: Disc3,
};

/** The writer marks a wine tavern or a pub by its glass (planning/writers/builtin.ts); the icon follows. */
const BY_GLASS: Record<string, LucideIcon> = { "🍷": Wine, "🍺": Beer };

export function categoryIcon(category: string | null | undefined, emoji?: string | null): LucideIcon {
  if (category === "bar" && emoji && BY_GLASS[emoji]) return BY_GLASS[emoji];
  return (category && BY_CATEGORY[category]) || MapPin;
}

/** The product's violet-700 in hex, as the stroke itself: the screenshot share draws each SVG as a
 *  standalone image, where `currentColor` and CSS classes no longer reach it. */
export const ICON_COLOUR = "#6d28d9";

export function CategoryIcon({
  category,
  emoji,
  className = "h-4 w-4",
}: {
  category: string | null | undefined;
  emoji?: string | null;
  className?: string;
}) {
  const Icon = categoryIcon(category, emoji);
  return (
    <Icon aria-hidden focusable="false" color={ICON_COLOUR} data-category={category ?? "place"} className={className} />
  );
}
