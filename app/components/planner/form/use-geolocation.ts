// "Use my location" in the form: the browser's position (components/use-position.ts), turned into a city
// and country by the server, with the spec's toast for success.
import { useCallback } from "react";
import { useTranslation } from "~/i18n/translations";
import { useToast } from "~/components/ui/toast";
import { usePosition, type Position } from "~/components/use-position";

export function useGeolocation(onLocation: (label: string) => void) {
  const { t, i18n } = useTranslation("planner");
  const toast = useToast();
  const named = useCallback(
    async ({ lat, lng }: Position) => {
      const response = await fetch(
        `/api/places/reverse?${new URLSearchParams({ lat: String(lat), lng: String(lng) })}`,
      );
      if (!response.ok) throw new Error(String(response.status));
      const { city, country } = (await response.json()) as { city: string; country: string };
      const countryName = new Intl.DisplayNames([i18n.language], { type: "region" }).of(country) ?? country;
      const label = `${city}, ${countryName}`;
      onLocation(label);
      toast({
        title: t("geolocation.detectedTitle"),
        description: t("geolocation.detected", { location: label }),
        variant: "success",
      });
    },
    [i18n.language, onLocation, t, toast],
  );
  return usePosition(named);
}
