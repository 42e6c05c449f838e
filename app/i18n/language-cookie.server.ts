// The reader's chosen language, remembered for a year. Its own module so code outside the Remix build
// (server.ts's refusal pages) can read it too.
import { createCookie } from "@remix-run/node";
import { LANGUAGE_COOKIE } from "./config";

export const languageCookie = createCookie(LANGUAGE_COOKIE, {
  path: "/",
  sameSite: "lax",
  httpOnly: false,
  maxAge: 60 * 60 * 24 * 365,
});
