// The dialogs around planning, shared by the planner and the plan page: the guest prompt, the
// longer-plans upsell, the moderation dialog and "No More Places Available", with the sign-in they lead to.
import { useCallback, useMemo, useState } from "react";
import { useOpenSignIn } from "~/components/auth/sign-in-dialog";
import { ModerationDialog } from "~/components/moderation-dialog";
import type { ModerationResult } from "~/moderation/result";
import { DurationUpsell, GuestPrompt, NoPlacesDialog } from "./dialogs";

/** The sign-in dialog opens once the page has scrolled up and the prompt has closed. */
const SIGN_IN_DELAY_MS = 300;

export function usePlanDialogs() {
  const openSignIn = useOpenSignIn();
  const [guestPrompt, setGuestPrompt] = useState(false);
  const [upsell, setUpsell] = useState(false);
  const [noPlaces, setNoPlaces] = useState<string[] | null>(null);
  const [moderation, setModeration] = useState<ModerationResult | null>(null);

  const signIn = useCallback(() => {
    setGuestPrompt(false);
    setUpsell(false);
    window.scrollTo({ top: 0, behavior: "smooth" });
    setTimeout(openSignIn, SIGN_IN_DELAY_MS);
  }, [openSignIn]);

  return useMemo(
    () => ({
      guestPrompt,
      setGuestPrompt,
      upsell,
      setUpsell,
      noPlaces,
      setNoPlaces,
      moderation,
      setModeration,
      signIn,
    }),
    [guestPrompt, upsell, noPlaces, moderation, signIn],
  );
}

type PlanDialogsState = ReturnType<typeof usePlanDialogs>;

export function PlanDialogs({
  dialogs,
  location,
  onGuestPromptChange,
}: {
  dialogs: PlanDialogsState;
  /** The plan's (or the form's) location, for the moderation dialog's crisis lines. */
  location?: string | null;
  /** Told when the guest prompt opens or closes (the plan page remembers "Maybe Later"). */
  onGuestPromptChange?: (open: boolean) => void;
}) {
  const { setGuestPrompt, setUpsell, setModeration, setNoPlaces } = dialogs;
  return (
    <>
      <GuestPrompt
        open={dialogs.guestPrompt}
        onOpenChange={(open) => {
          setGuestPrompt(open);
          onGuestPromptChange?.(open);
        }}
        onSignIn={dialogs.signIn}
      />
      <DurationUpsell open={dialogs.upsell} onOpenChange={setUpsell} onSignUp={dialogs.signIn} />
      <ModerationDialog
        result={dialogs.moderation}
        onOpenChange={(open) => (open ? null : setModeration(null))}
        location={location}
      />
      <NoPlacesDialog
        open={dialogs.noPlaces !== null}
        onOpenChange={(open) => (open ? null : setNoPlaces(null))}
        places={dialogs.noPlaces ?? []}
      />
    </>
  );
}
