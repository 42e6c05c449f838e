// A link the cards may open: an absolute http(s) address, nothing else (no javascript:, no credentials).
// Shared by the place sources (which read it from their data) and the cards (which show it).

const MAX_LENGTH = 2048;

/** The address as a clean http(s) URL, or null when it is not one. OSM may list several: the first counts. */
export function webUrl(value: string | null | undefined): string | null {
  const first = value?.split(";")[0]?.trim();
  if (!first || first.length > MAX_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(first);
  } catch {
    return null;
  }
  if ((url.protocol !== "https:" && url.protocol !== "http:") || url.username || url.password || !url.hostname) {
    return null;
  }
  return url.href;
}
