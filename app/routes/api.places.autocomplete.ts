// GET /api/places/autocomplete?input=Berl&lang=de[&lat=..&lng=..]: place suggestions in the spec's
// Suggestion shape, from whichever provider is configured (app/services/autocomplete.server.ts).
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import * as z from "zod";
import { SearchFailedError, suggestPlaces } from "~/services/autocomplete.server";
import { markCoverage } from "~/services/coverage.server";
import { apiError } from "~/utils/http.server";

/** An optional coordinate; anything unreadable just means no location bias. */
const coordinate = (limit: number) =>
  z
    .string()
    .regex(/^-?\d{1,3}(\.\d+)?$/)
    .transform(Number)
    .pipe(z.number().min(-limit).max(limit))
    .optional()
    .catch(undefined);

const Query = z.object({
  input: z.string().trim().min(1).max(100),
  lang: z.enum(["en", "de"]).catch("en"),
  lat: coordinate(90),
  lng: coordinate(180),
});

export async function loader({ request }: LoaderFunctionArgs) {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = Query.safeParse({ ...params, input: (params.input ?? "").slice(0, 100) });
  if (!parsed.success) return apiError(400, "invalid-request", "Send ?input= with at least one character.");
  const { input, lang, lat, lng } = parsed.data;
  const near = lat !== undefined && lng !== undefined ? { lat, lng } : undefined;
  try {
    // Each marked with whether a plan can start there, plannable first (services/coverage.server.ts).
    const suggestions = markCoverage(await suggestPlaces({ input, language: lang, near }));
    // Biased answers depend on where the person is: keep them out of shared caches.
    const cacheControl = near ? "private, max-age=300" : "public, max-age=3600";
    return json({ suggestions }, { headers: { "Cache-Control": cacheControl } });
  } catch (error) {
    if (error instanceof SearchFailedError) return apiError(502, "search-failed", error.message);
    throw error;
  }
}
