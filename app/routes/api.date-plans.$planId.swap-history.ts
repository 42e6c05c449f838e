import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { getViewer } from "~/auth/viewer.server";
import { swapHistory } from "~/services/swaps.server";
import { errorResponse, methodNotAllowed } from "~/web/api.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  try {
    return json(await swapHistory(await getViewer(request), params.planId ?? ""));
  } catch (error) {
    return errorResponse(error);
  }
}

export const action = () => methodNotAllowed("GET");
