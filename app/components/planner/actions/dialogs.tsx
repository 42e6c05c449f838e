// The planner's dialogs: the guest prompt, the longer-plans upsell and "No More Places Available".
import { Heart, Hourglass, MapPinOff } from "lucide-react";
import type { TFunction } from "~/i18n/translate";
import { useTranslation } from "~/i18n/translations";
import { PlanFeatures } from "~/components/plan-features";
import { Dialog } from "~/components/ui/dialog";
import type { Offer } from "~/wire/offer";
import { useOffer } from "~/components/use-offer";

export const NO_PLACES_SHOWN = 8;

/** The guest prompt's sentence: what a guest may plan (its list is the free plan's, as on pricing). */
export const guestPromptText = (t: TFunction, offer: Offer) =>
  t("guestPrompt.text", { count: offer.guest.plans, hours: offer.guest.hours });

/** The longer-plans invitation: a guest's hours against a free account's. */
export const upsellText = (t: TFunction, offer: Offer) =>
  t("upsell.text", { guestHours: offer.guest.hours, hours: offer.free.hours });

/** A dialog's way on and its way out, stacked full width. */
function Choices({ yes, onYes, no, onNo }: { yes: string; onYes: () => void; no: string; onNo: () => void }) {
  return (
    <div className="mt-6 flex flex-col gap-2">
      <button type="button" className="btn-primary w-full" onClick={onYes}>
        {yes}
      </button>
      <button type="button" className="btn-secondary w-full" onClick={onNo}>
        {no}
      </button>
    </div>
  );
}

type OfferDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** A dialog inviting a guest to sign in: why (the offer's numbers), a way in and a way out. */
function SignInInvitation({
  open,
  onOpenChange,
  words,
  text,
  icon,
  onYes,
  children,
}: OfferDialogProps & {
  /** The locale keys of the title and the two buttons (planner namespace). */
  words: { title: string; yes: string; no: string };
  text: (t: TFunction, offer: Offer) => string;
  icon: React.ReactNode;
  onYes: () => void;
  children?: (offer: Offer) => React.ReactNode;
}) {
  const { t } = useTranslation("planner");
  const offer = useOffer();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(words.title)}
      description={offer ? text(t, offer) : undefined}
      icon={icon}
    >
      {offer && children ? children(offer) : null}
      <Choices yes={t(words.yes)} onYes={onYes} no={t(words.no)} onNo={() => onOpenChange(false)} />
    </Dialog>
  );
}

export function GuestPrompt({ onSignIn, ...dialog }: OfferDialogProps & { onSignIn: () => void }) {
  return (
    <SignInInvitation
      {...dialog}
      words={{ title: "guestPrompt.title", yes: "guestPrompt.signIn", no: "guestPrompt.later" }}
      text={guestPromptText}
      icon={<Heart aria-hidden className="h-10 w-10 text-rose-500" />}
      onYes={onSignIn}
    >
      {/* What signing in gives: the free plan's own list, as pricing shows it. */}
      {(offer) => <PlanFeatures terms={offer.free} className="mt-4 space-y-1 text-slate-700" />}
    </SignInInvitation>
  );
}

export function DurationUpsell({ onSignUp, ...dialog }: OfferDialogProps & { onSignUp: () => void }) {
  return (
    <SignInInvitation
      {...dialog}
      words={{ title: "upsell.title", yes: "upsell.signUp", no: "upsell.dismiss" }}
      text={upsellText}
      icon={<Hourglass aria-hidden className="h-10 w-10 text-violet-600" />}
      onYes={onSignUp}
    />
  );
}

export function NoPlacesDialog({
  open,
  onOpenChange,
  places,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  places: string[];
}) {
  const { t } = useTranslation("planner");
  const shown = places.slice(0, NO_PLACES_SHOWN);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("noPlaces.title")}
      description={t("noPlaces.text")}
      icon={<MapPinOff aria-hidden className="h-10 w-10 text-slate-500" />}
    >
      {shown.length ? (
        <div className="mt-4">
          <h3 className="text-sm font-semibold text-slate-900">{t("noPlaces.recent")}</h3>
          <ul className="mt-1 flex flex-wrap gap-1.5">
            {shown.map((name) => (
              <li key={name} className="rounded-full bg-slate-100 px-2.5 py-1 text-sm text-slate-800">
                {name}
              </li>
            ))}
            {places.length > shown.length ? (
              <li className="px-1 py-1 text-sm text-slate-600">
                {t("noPlaces.more", { count: places.length - shown.length })}
              </li>
            ) : null}
          </ul>
        </div>
      ) : null}
      <button type="button" className="btn-primary mt-6 w-full" onClick={() => onOpenChange(false)}>
        {t("noPlaces.action")}
      </button>
    </Dialog>
  );
}
