// POST /api/date-plans/:id/share {share: true | false}: creates the plan's read-only link (the same one
// until it is revoked) or revokes it; its owner only. Answers {shareUrl}, null once revoked.
import { json, type ActionFunctionArgs } from "@remix-run/node";
import * as z from "zod";
import { getViewer } from "~/auth/viewer.server";
import { sharePlan, stopSharing } from "~/services/plan-sharing.server";
import { apiError } from "~/utils/http.server";
import { errorResponse, methodNotAllowed, readBody } from "~/web/api.server";

const ShareBody = z.object({ share: z.boolean() });

export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  try {
    const parsed = ShareBody.safeParse(await readBody(request));
    if (!parsed.success) return apiError(400, "invalid-request", "Send {share: true} or {share: false}.");
    const viewer = await getViewer(request);
    const planId = params.planId ?? "";
    if (parsed.data.share) return json({ shareUrl: await sharePlan(viewer, planId) });
    await stopSharing(viewer, planId);
    return json({ shareUrl: null });
  } catch (error) {
    return errorResponse(error);
  }
}

export const loader = () => methodNotAllowed("POST");
