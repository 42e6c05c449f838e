// Where to go after signing in or switching language: a path on this site, never another origin. Used
// by every redirect, on the server and in the browser.

const BASE = "http://amble.invalid";
// Browsers drop tabs and newlines from URLs and read "\" as "/", so "/\t/evil.example" and "/\evil"
// become "//evil.example": any control character or backslash is refused outright.
// eslint-disable-next-line no-control-regex -- control characters are exactly what this looks for
const UNSAFE = /[\u0000-\u001f\u007f\\]/;

/** A same-origin path (with its query and hash), or `fallback`. */
export function safeRedirectPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || UNSAFE.test(value)) {
    return fallback;
  }
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments can fold into a protocol-relative path: "/.//evil.example" → "//evil.example".
  if (url.origin !== BASE || path.startsWith("//") || UNSAFE.test(decodeURIComponentSafe(url.pathname))) {
    return fallback;
  }
  return path;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return "\\"; // undecodable: treated as unsafe
  }
}
