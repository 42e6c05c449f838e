// How a failed plan request reads to a person (SPEC §8), for toasts and for the no-JS form alike.

export type PlanFailure = { status: number; error: string; message: string };

export function planErrorText(
  /** The planner namespace's `t`: the page's, or i18next's on the server. */
  t: (key: string) => string,
  failure: PlanFailure,
  isGuest: boolean,
): { title: string; description: string } {
  const { error, message, status } = failure;
  switch (error) {
    case "invalid-request":
      return message.includes("location")
        ? { title: t("errors.locationRequiredTitle"), description: t("errors.locationRequired") }
        : { title: t("errors.errorTitle"), description: message };
    case "unknown-location":
      return { title: t("errors.errorTitle"), description: t("errors.unknownLocation") };
    case "not-covered":
      // The server's text names the town and the covered cities, in the plan's (the page's) language.
      return { title: t("errors.errorTitle"), description: message || t("errors.notCovered") };
    case "date-in-past":
    case "date-too-far":
      return { title: t("errors.errorTitle"), description: t("errors.dateInPast") };
    case "duration-exceeds-limit":
      return {
        title: t("errors.durationTooLongTitle"),
        description: isGuest ? t("errors.guestDurationTooLong") : t("errors.durationTooLong"),
      };
    case "daily-limit-reached":
      return { title: t("errors.dailyLimitTitle"), description: t("errors.dailyLimit") };
    case "monthly-limit-reached":
      return { title: t("errors.monthlyLimitTitle"), description: t("errors.monthlyLimit") };
    case "guest-limit-reached":
      return { title: t("guestPrompt.title"), description: t("errors.guestLimit") };
    case "sign-in-required":
      return { title: t("errors.errorTitle"), description: t("errors.signInRequired") };
  }
  if (status === 429 || error === "rate-limited")
    return { title: t("errors.errorTitle"), description: t("errors.rateLimited") };
  return { title: t("errors.errorTitle"), description: t("errors.generic") };
}
