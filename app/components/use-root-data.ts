// The root loader's data (wire/root.ts) for any component below it; undefined while an error page
// renders without it.
import { useRouteLoaderData } from "@remix-run/react";
import type { RootData } from "~/wire/root";

export function useRootData(): RootData | undefined {
  // The loader returns `satisfies RootData`, and every field of it is already plain JSON.
  return useRouteLoaderData("root") as RootData | undefined;
}
