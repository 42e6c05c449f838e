// The browser's position for "Use my location" (5 s time-out), with the spec's toasts for each failure.
// The form turns it into a city; the chat sends it once with the person's "Near me".
import { useCallback, useState } from "react";
import { useTranslation } from "~/i18n/translations";
import { useToast } from "~/components/ui/toast";

export const GEOLOCATION_TIMEOUT_MS = 5000;

export type Position = { lat: number; lng: number };

export function usePosition(onPosition: (position: Position) => Promise<void> | void) {
  const { t } = useTranslation("planner");
  const toast = useToast();
  const [locating, setLocating] = useState(false);
  const failed = useCallback(
    () => toast({ title: t("geolocation.errorTitle"), description: t("geolocation.error"), variant: "destructive" }),
    [t, toast],
  );

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
          await onPosition({ lat: coords.latitude, lng: coords.longitude });
        } catch {
          failed();
        } finally {
          setLocating(false);
        }
      },
      (error) => {
        setLocating(false);
        if (error.code === error.PERMISSION_DENIED) {
          toast({ title: t("geolocation.deniedTitle"), description: t("geolocation.denied"), variant: "destructive" });
        } else failed();
      },
      { timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 600_000 },
    );
  }, [failed, onPosition, t, toast]);

  return { locate, locating };
}
