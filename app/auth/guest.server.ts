// Guests: a random id in a signed first-party cookie, stored only as a keyed hash.
import crypto from "node:crypto";
import { createCookie } from "@remix-run/node";
import { config } from "~/config.server";
import { identifierHash } from "~/utils/identifier-hash.server";

function guestCookie() {
  const cfg = config();
  return createCookie("amble_guest", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: cfg.secureTransport,
    secrets: [cfg.sessionSecret],
    maxAge: 60 * 60 * 24 * 365,
  });
}

export type Guest = { id: string; key: string; setCookie: string | null };

export async function readGuest(request: Request): Promise<Omit<Guest, "setCookie"> | null> {
  const id: unknown = await guestCookie().parse(request.headers.get("Cookie"));
  if (typeof id !== "string" || !/^[0-9a-f-]{36}$/.test(id)) return null;
  return { id, key: identifierHash("guest", id) };
}

/** The guest of this browser, creating one (and its cookie) on first use. */
export async function ensureGuest(request: Request): Promise<Guest> {
  const existing = await readGuest(request);
  if (existing) return { ...existing, setCookie: null };
  const id = crypto.randomUUID();
  return { id, key: identifierHash("guest", id), setCookie: await guestCookie().serialize(id) };
}
