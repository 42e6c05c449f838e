import { createContext, createElement, startTransition, useContext, useEffect, useState, type ReactNode } from "react";

const HydratedContext = createContext(false);

/**
 * Tells the page's components when React runs in the browser (root.tsx). The switch after hydration is a
 * transition: the parts that change (live buttons instead of no-JavaScript forms, a whole itinerary on a plan's
 * page) re-render in short slices instead of one long task while the page is first used; `data-hydrated` on
 * <html> is set once they have.
 */
export function HydratedProvider({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.hydrated = "true";
    else startTransition(() => setHydrated(true));
  }, [hydrated]);
  return createElement(HydratedContext.Provider, { value: hydrated }, children);
}

/** False during server rendering and hydration, true once React runs in the browser. */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}
