// GET /api/user: the signed-in user, 401 for guests. PUT /api/user {name}: renames them.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import * as z from "zod";
import { destroyUserSession, getUser } from "~/auth/session.server";
import { db } from "~/db/client.server";
import { ServiceError } from "~/utils/errors";
import { apiAction, methodNotAllowed } from "~/web/api.server";
import { apiError } from "~/utils/http.server";
import { publicUser } from "~/utils/user";

const NameSchema = z.object({
  name: z.string().trim().min(1, "Please enter a name").max(80, "A name can be at most 80 characters"),
});

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  if (!user) return apiError(401, "unauthorized", "Please sign in.");
  return json(publicUser(user), { headers: { "Cache-Control": "no-store" } });
}

export async function action(args: ActionFunctionArgs) {
  if (args.request.method === "DELETE") return deleteAccount(args.request);
  if (args.request.method !== "PUT") return methodNotAllowed("PUT or DELETE");
  return rename(args);
}

const rename = apiAction(
  NameSchema,
  async ({ name }, { request }) => {
    const user = await getUser(request);
    if (!user) throw new ServiceError(401, "unauthorized", "Please sign in.");
    const updated = await db.user.update({ where: { id: user.id }, data: { name }, include: { subscription: true } });
    return publicUser(updated);
  },
  { method: "PUT" },
);

/** DELETE /api/user: the account and everything in it (plans, sessions, chats) go; the cookie is cleared. */
async function deleteAccount(request: Request) {
  const user = await getUser(request);
  if (!user) return apiError(401, "unauthorized", "Please sign in.");
  const clear = await destroyUserSession(request);
  await db.user.delete({ where: { id: user.id } });
  return json({ success: true }, { headers: { "Set-Cookie": clear } });
}
