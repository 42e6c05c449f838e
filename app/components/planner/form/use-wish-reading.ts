// What Amble reads in the special request while it is typed: the same reader the plan uses (and the
// chat), loaded on demand so an empty request costs the page nothing.
import { useEffect, useState } from "react";
import type { ReadWishes } from "~/planning/wishes";

const loadReader = () => import("~/planning/wishes");

/** The wishes in the text being typed; null while there is none (or the reader is still loading). */
export function useWishReading(text: string): ReadWishes | null {
  const [reading, setReading] = useState<ReadWishes | null>(null);
  useEffect(() => {
    let current = true;
    if (!text.trim()) {
      setReading(null);
      return;
    }
    void loadReader().then(({ readWishes }) => {
      if (current) setReading(readWishes(text));
    });
    return () => {
      current = false;
    };
  }, [text]);
  return text.trim() ? reading : null;
}
