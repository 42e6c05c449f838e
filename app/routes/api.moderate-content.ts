// POST /api/moderate-content {text}: the moderation result for a special request or message.
// The client asks before planning; the plan endpoints check again on their own.
import { json } from "@remix-run/node";
import * as z from "zod";
import { moderate } from "~/moderation/moderate.server";
import { apiAction, methodNotAllowed } from "~/web/api.server";

export const MODERATION_TEXT_MAX = 500;

const ModerateBody = z.object({
  text: z
    .string({ error: "text must be a string" })
    .max(MODERATION_TEXT_MAX, `text can be at most ${MODERATION_TEXT_MAX} characters`),
});

export const action = apiAction(ModerateBody, async ({ text }) =>
  json(await moderate(text), { headers: { "Cache-Control": "no-store" } }),
);

export const loader = () => methodNotAllowed("POST");
