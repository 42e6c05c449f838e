// The login page's map background: an offline street-grid sketch centred on the browser's location when
// it shares one within 5 seconds, else a default view. Decorative; nothing is sent anywhere.
import { useEffect, useState } from "react";

const TIMEOUT_MS = 5000;

export function LoginMapBackdrop() {
  const [here, setHere] = useState<{ lat: number; lng: number } | null>(null);
  useEffect(() => {
    if (!("geolocation" in navigator)) return;
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => setHere({ lat: coords.latitude, lng: coords.longitude }),
      () => setHere(null),
      { timeout: TIMEOUT_MS, maximumAge: 600_000 },
    );
  }, []);
  // The grid's offset follows the position, so each place gets its own "map"; the pin marks the centre.
  const shift = here ? `${(here.lng * 37) % 40}px ${(here.lat * 37) % 40}px` : "0 0";
  return (
    <div
      aria-hidden
      className="pointer-events-none absolute inset-x-0 -top-4 h-[28rem] overflow-hidden rounded-3xl opacity-70"
    >
      <div
        className="h-full w-full"
        style={{
          backgroundColor: "#eef2f7",
          backgroundImage:
            "linear-gradient(#dbe3ee 2px, transparent 2px), linear-gradient(90deg, #dbe3ee 2px, transparent 2px), linear-gradient(#e7ecf3 1px, transparent 1px), linear-gradient(90deg, #e7ecf3 1px, transparent 1px)",
          backgroundSize: "120px 120px, 120px 120px, 24px 24px, 24px 24px",
          backgroundPosition: shift,
        }}
      />
      <div className="absolute left-1/2 top-1/2 h-4 w-4 -translate-x-1/2 -translate-y-1/2 rounded-full bg-violet-600 ring-8 ring-violet-300/50" />
    </div>
  );
}
