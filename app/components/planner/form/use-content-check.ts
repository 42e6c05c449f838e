// The special request's built-in content check, with the classifier loaded on demand: compiling
// its blocklist was the largest task of the planner's start-up (docs/decisions/0009), and an empty request
// needs no check.
import { useEffect, useState } from "react";
import { moderationResult, type ModerationResult } from "~/moderation/result";

const loadClassifier = () => import("~/moderation/classifier");

/** The built-in verdict on any text, for submitting. */
export async function checkContent(text: string): Promise<ModerationResult> {
  return text ? (await loadClassifier()).classify(text) : moderationResult([], "low");
}

/** Whether the text being typed fails the check; the last verdict stays until the next one is known. */
export function useContentFlag(text: string): boolean {
  const [flagged, setFlagged] = useState(false);
  useEffect(() => {
    let current = true;
    void checkContent(text).then((verdict) => {
      if (current) setFlagged(verdict.isInappropriate);
    });
    return () => {
      current = false;
    };
  }, [text]);
  return text !== "" && flagged;
}
