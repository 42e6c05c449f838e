// A coarse device fingerprint sent with a guest's plan request, so clearing cookies does not reset the
// one free plan (the server stores it only as a keyed hash). When the browser gives too little to go on,
// a random id kept in localStorage stands in.
const FALLBACK_KEY = "amble-device-id";

export function deviceFingerprint(): string {
  try {
    const parts = [
      navigator.userAgent,
      navigator.language,
      navigator.platform,
      String(navigator.hardwareConcurrency ?? ""),
      `${screen.width}x${screen.height}x${screen.colorDepth}`,
      Intl.DateTimeFormat().resolvedOptions().timeZone,
    ];
    if (parts.filter(Boolean).length >= 4) return parts.join("|").slice(0, 200);
  } catch {
    // fall through to the stored id
  }
  let id = window.localStorage.getItem(FALLBACK_KEY);
  if (!id) {
    id = crypto.randomUUID();
    window.localStorage.setItem(FALLBACK_KEY, id);
  }
  return `id:${id}`;
}
