// POST /api/date-plans/:id/share {share: true | false}: creates the plan's read-only link (the same one
// until it is revoked) or revokes it; its owner only. Answers {shareUrl}, null once revoked.
import * as z from "zod";
import { getViewer } from "~/auth/viewer.server";
import { sharePlan, stopSharing } from "~/services/plan-sharing.server";
import { apiAction, methodNotAllowed } from "~/web/api.server";

const ShareBody = z.object({ share: z.boolean() });

export const action = apiAction(
  ShareBody,
  async ({ share }, { request, params }) => {
    const viewer = await getViewer(request);
    const planId = params.planId ?? "";
    if (share) return { shareUrl: await sharePlan(viewer, planId) };
    await stopSharing(viewer, planId);
    return { shareUrl: null };
  },
  { invalid: "Send {share: true} or {share: false}." },
);

export const loader = () => methodNotAllowed("POST");
