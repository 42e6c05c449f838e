import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import * as z from "zod";
import { LANGUAGES } from "~/i18n/config";
import { languageCookie } from "~/i18n/i18next.server";
import { readPageForm } from "~/web/api.server";
import { apiError } from "~/utils/http.server";
import { safeRedirectPath } from "~/utils/redirect";

const SetLanguage = z.object({ language: z.enum(LANGUAGES), redirectTo: z.string().optional() });

export async function action({ request }: ActionFunctionArgs) {
  const parsed = SetLanguage.safeParse(Object.fromEntries(await readPageForm(request)));
  if (!parsed.success) return apiError(400, "invalid-language", "Choose one of: en, de.");
  return redirect(safeRedirectPath(parsed.data.redirectTo), {
    headers: { "Set-Cookie": await languageCookie.serialize(parsed.data.language) },
  });
}

export const loader = () => redirect("/");
