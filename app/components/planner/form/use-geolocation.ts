// "Use my location": the browser's position (5 s time-out), turned into a city and country by the
// server, with the spec's toasts for success and each failure.
import { useCallback, useState } from "react";
import { useTranslation } from "~/i18n/translations";
import { useToast } from "~/components/ui/toast";

export const GEOLOCATION_TIMEOUT_MS = 5000;

export function useGeolocation(onLocation: (label: string) => void) {
  const { t, i18n } = useTranslation("planner");
  const toast = useToast();
  const [locating, setLocating] = useState(false);

  const locate = useCallback(() => {
    if (!("geolocation" in navigator)) {
      toast({
        title: t("geolocation.unsupportedTitle"),
        description: t("geolocation.unsupported"),
        variant: "destructive",
      });
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      async ({ coords }) => {
        try {
          const params = new URLSearchParams({ lat: String(coords.latitude), lng: String(coords.longitude) });
          const response = await fetch(`/api/places/reverse?${params}`);
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
        } catch {
          toast({ title: t("geolocation.errorTitle"), description: t("geolocation.error"), variant: "destructive" });
        } finally {
          setLocating(false);
        }
      },
      (error) => {
        setLocating(false);
        if (error.code === error.PERMISSION_DENIED) {
          toast({ title: t("geolocation.deniedTitle"), description: t("geolocation.denied"), variant: "destructive" });
        } else {
          toast({ title: t("geolocation.errorTitle"), description: t("geolocation.error"), variant: "destructive" });
        }
      },
      { timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 600_000 },
    );
  }, [i18n.language, onLocation, t, toast]);

  return { locate, locating };
}
