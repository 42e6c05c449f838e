import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/translations";
import { LANGUAGES } from "~/i18n/config";

/** A plain form, so switching works without JavaScript; the server stores the choice in a cookie. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  return (
    <Form
      method="post"
      action="/set-language"
      reloadDocument
      className="flex rounded-full bg-white/80 p-0.5 shadow-sm"
      onSubmit={(event) => {
        // The address bar may have moved on without a navigation (a chat plan's own address): come back there.
        const field = event.currentTarget.elements.namedItem("redirectTo");
        if (field instanceof HTMLInputElement) field.value = window.location.pathname + window.location.search;
      }}
    >
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <span className="sr-only">{t("language.label")}</span>
      {LANGUAGES.map((language) => {
        const current = i18n.language === language;
        return (
          <button
            key={language}
            type="submit"
            name="language"
            value={language}
            lang={language}
            aria-pressed={current}
            title={t(`language.${language}`)}
            className={`rounded-full px-2.5 py-1 text-sm font-semibold uppercase ${
              current ? "bg-violet-700 text-white" : "text-slate-700 hover:bg-violet-100"
            }`}
          >
            {language}
            <span className="sr-only"> – {t(`language.${language}`)}</span>
          </button>
        );
      })}
    </Form>
  );
}
