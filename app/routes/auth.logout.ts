import { json, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { destroyUserSession } from "~/auth/session.server";

export async function action({ request }: ActionFunctionArgs) {
  const headers = { "Set-Cookie": await destroyUserSession(request) };
  if (request.headers.get("Accept")?.includes("application/json")) return json({ success: true }, { headers });
  return redirect("/", { headers });
}

export const loader = () => redirect("/");
