// Sign-in in two steps: e-mail, then the 6-digit code with Resend (after a 60 s
// countdown) and Change Email. Plain forms without JavaScript; with it, the same endpoints as JSON.
import { Link } from "@remix-run/react";
import { Loader2, Mail } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/translations";
import { useHydrated } from "~/utils/use-hydrated";
import type { PublicUser } from "~/utils/user";

export const RESEND_SECONDS = 60;
const CODE_LENGTH = 6;

type Step = "email" | "code";

type AuthAnswer = { error?: string; message?: string } & Partial<PublicUser>;

async function postJson(url: string, body: Record<string, string>): Promise<{ ok: boolean; data: AuthAnswer }> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    credentials: "same-origin",
  });
  const data = (await response.json().catch(() => ({}))) as AuthAnswer;
  return { ok: response.ok, data };
}

export function LoginForm({
  initialStep = "email",
  initialEmail = "",
  initialError = null,
  redirectTo = "/",
  onSuccess,
  idPrefix = "login",
}: {
  initialStep?: Step;
  initialEmail?: string;
  initialError?: string | null;
  redirectTo?: string;
  onSuccess: (user: PublicUser) => void;
  idPrefix?: string;
}) {
  const { t } = useTranslation("auth");
  // Buttons are only disabled by client-side rules once JavaScript runs; without it the server decides.
  const hydrated = useHydrated();
  const [step, setStep] = useState<Step>(initialStep);
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(initialError);
  const [busy, setBusy] = useState(false);
  const [countdown, setCountdown] = useState(initialStep === "code" ? RESEND_SECONDS : 0);

  useEffect(() => {
    if (countdown <= 0) return;
    const timer = setTimeout(() => setCountdown((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [countdown]);

  const send = async (address: string) => {
    setBusy(true);
    setError(null);
    const { ok, data } = await postJson("/auth/send-otp", { email: address, redirectTo }).catch(
      (): { ok: boolean; data: AuthAnswer } => ({
        ok: false,
        data: { message: t("errors.sendFailed") },
      }),
    );
    setBusy(false);
    if (!ok) {
      setError(data.message || t("errors.sendFailed"));
      return;
    }
    setStep("code");
    setCode("");
    setCountdown(RESEND_SECONDS);
  };

  const verify = async () => {
    setBusy(true);
    setError(null);
    const { ok, data } = await postJson("/auth/verify-otp", { email, code, redirectTo }).catch(
      (): { ok: boolean; data: AuthAnswer } => ({
        ok: false,
        data: { message: t("errors.verifyFailed") },
      }),
    );
    setBusy(false);
    if (!ok || !data.id) {
      setError(data.message || t("errors.verifyFailed"));
      return;
    }
    onSuccess(data as PublicUser);
  };

  const notice = (
    <p className="rounded-xl bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900">
      {t("freeNotice")} <span className="font-normal">{t("freeNoticeDetail")}</span>
    </p>
  );
  const errorBox = error ? (
    <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm font-semibold text-red-800">
      {error}
    </p>
  ) : null;
  const terms = (
    <p className="text-xs text-slate-600">
      {t("terms")}{" "}
      <Link to="/terms" className="underline">
        {t("termsLink")}
      </Link>
      {" · "}
      <Link to="/privacy-policy" className="underline">
        {t("privacyLink")}
      </Link>
    </p>
  );

  if (step === "email") {
    return (
      <form
        method="post"
        action="/auth/send-otp"
        className="space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (email.trim() && !busy) void send(email.trim());
        }}
      >
        {notice}
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <label htmlFor={`${idPrefix}-email`} className="field-label">
          {t("emailLabel")}
        </label>
        <input
          id={`${idPrefix}-email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder={t("emailPlaceholder")}
          className="field-input"
        />
        {errorBox}
        <button type="submit" className="btn-primary w-full" disabled={hydrated && (!email.trim() || busy)}>
          {busy ? <Loader2 aria-hidden className="h-4 w-4 animate-spin" /> : <Mail aria-hidden className="h-4 w-4" />}
          {busy ? t("sending") : t("sendCode")}
        </button>
        {terms}
      </form>
    );
  }

  return (
    <div className="space-y-3">
      {notice}
      <p className="text-slate-700">{t("codeSent", { email })}</p>
      <form
        method="post"
        action="/auth/verify-otp"
        className="space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (code.length === CODE_LENGTH && !busy) void verify();
        }}
      >
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <label htmlFor={`${idPrefix}-code`} className="field-label">
          {t("codeLabel")}
        </label>
        <input
          id={`${idPrefix}-code`}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="\d{6}"
          maxLength={CODE_LENGTH}
          required
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, "").slice(0, CODE_LENGTH))}
          className="field-input text-center text-2xl tracking-[0.5em]"
          autoFocus
        />
        {errorBox}
        <button
          type="submit"
          className="btn-primary w-full"
          disabled={hydrated && (code.length !== CODE_LENGTH || busy)}
        >
          {busy ? t("verifying") : t("verify")}
        </button>
      </form>
      <div className="flex flex-wrap justify-between gap-2">
        <form
          method="post"
          action="/auth/send-otp"
          onSubmit={(e) => {
            e.preventDefault();
            setCode("");
            void send(email);
          }}
        >
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <button type="submit" className="btn-secondary" disabled={hydrated && (countdown > 0 || busy)}>
            {hydrated && countdown > 0 ? t("resendIn", { seconds: countdown }) : t("resend")}
          </button>
        </form>
        <form
          method="post"
          action="/login"
          onSubmit={(e) => {
            e.preventDefault();
            setStep("email");
            setCode("");
            setError(null);
            setCountdown(0);
          }}
        >
          <input type="hidden" name="intent" value="change-email" />
          <button type="submit" className="btn-secondary">
            {t("changeEmail")}
          </button>
        </form>
      </div>
      {terms}
    </div>
  );
}
