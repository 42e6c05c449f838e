// Unknown /api paths answer in JSON, like every other /api failure.
import { apiError } from "~/utils/http.server";

const notFound = () => apiError(404, "not-found", "There is no such API endpoint.");
export const loader = notFound;
export const action = notFound;
