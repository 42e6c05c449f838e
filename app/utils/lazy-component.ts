// Code a page shows only sometimes (the chat, a plan's itinerary) in its own chunk, fetched by the browser
// when first rendered. The server has it at once: the component is loaded when the module is, and React's
// lazy is handed an already-settled thenable, so server rendering never streams a fallback in its place
// (a page without JavaScript would keep the fallback, as moving streamed content in needs a script).
import { lazy, type ComponentType } from "react";

type Loaded<P> = { default: ComponentType<P> };

export function lazyComponent<P>(load: () => Promise<Loaded<P>>) {
  let loaded: Loaded<P> | undefined;
  if (typeof document === "undefined") void load().then((module) => (loaded = module));
  // A thenable whose `then` answers at once lets React 18's lazy resolve within the same render.
  const settled = (module: Loaded<P>) => ({ then: (resolve: (m: Loaded<P>) => void) => resolve(module) });
  return lazy(() => (loaded ? (settled(loaded) as unknown as Promise<Loaded<P>>) : load()));
}
