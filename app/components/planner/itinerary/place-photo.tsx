// A photo of the place where its source has one (Google Places), with the credit Google asks for. It is
// fetched through Amble (/api/place-photo), which holds the key; catalog and OSM places have none, and no
// stand-in picture ever pretends to be the place.
import { useTranslation } from "~/i18n/translations";
import type { PlacePhoto as Photo } from "~/planning/places/place";
import { webUrl } from "~/planning/places/web-url";

function placePhotoSrc(photo: Photo, widthPx = 320): string {
  return `/api/place-photo?${new URLSearchParams({ ref: photo.ref, w: String(widthPx) })}`;
}

export function PlacePhoto({ photo, name }: { photo: Photo | null | undefined; name: string }) {
  const { t } = useTranslation("places");
  if (!photo) return null;
  return (
    <figure className="mt-3 sm:float-right sm:ml-4 sm:mt-0 sm:w-40">
      <img
        src={placePhotoSrc(photo)}
        alt={t("card.photoOf", { name })}
        loading="lazy"
        decoding="async"
        width={320}
        height={240}
        className="aspect-[4/3] h-auto w-full rounded-xl object-cover"
      />
      {photo.attributions.length ? (
        <figcaption className="mt-1 text-xs text-slate-600">
          {t("card.photoCredit")}{" "}
          {photo.attributions.map((a, i) => {
            const href = webUrl(a.uri);
            return (
              <span key={`${a.name}-${i}`}>
                {i ? ", " : null}
                {href ? (
                  <a href={href} target="_blank" rel="noopener noreferrer" className="underline">
                    {a.name}
                  </a>
                ) : (
                  a.name
                )}
              </span>
            );
          })}
        </figcaption>
      ) : null}
    </figure>
  );
}
