// POST /api/moderate-content {text}: the moderation result for a special request or message.
// The client asks before planning; the plan endpoints check again on their own.
import { json, type ActionFunctionArgs } from "@remix-run/node";
import * as z from "zod";
import { moderate } from "~/moderation/moderate.server";
import { ServiceError } from "~/utils/errors";
import { errorResponse, methodNotAllowed, readBody } from "~/web/api.server";

export const MODERATION_TEXT_MAX = 500;

const ModerateBody = z.object({
  text: z
    .string({ error: "text must be a string" })
    .max(MODERATION_TEXT_MAX, `text can be at most ${MODERATION_TEXT_MAX} characters`),
});

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  try {
    const parsed = ModerateBody.safeParse(await readBody(request));
    if (!parsed.success) {
      const fields = z.flattenError(parsed.error).fieldErrors;
      throw new ServiceError(400, "invalid-request", fields.text?.[0] ?? "Send {text}.", { fields });
    }
    return json(await moderate(parsed.data.text), { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return errorResponse(error);
  }
}

export const loader = () => methodNotAllowed("POST");
