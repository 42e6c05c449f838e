// The location input with address autocomplete (ARIA combobox): 200 ms debounce, arrows wrap, Enter
// selects, Escape closes, a clear button, loading/empty/error states. A picked suggestion keeps its city
// in the text ("Kreuzberg, Berlin") and goes with the form (picked-place.tsx). Without JavaScript it is a
// plain text field the server resolves.
import { LocateFixed, Loader2, MapPin, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "~/i18n/translations";
import { LocationNotice, SuggestionText, type Suggestion } from "./location-coverage";
import { PickedPlaceInputs, type PickedPlace } from "./picked-place";

export const AUTOCOMPLETE_DEBOUNCE_MS = 200;
export const AUTOCOMPLETE_MIN_LENGTH = 1;

type Status = "idle" | "loading" | "open" | "empty" | "error";

export function LocationField({
  value,
  onChange,
  errors,
  notice,
  onUseMyLocation,
  locating,
  disabled,
  autoFocus,
}: {
  value: string;
  onChange: (value: string) => void;
  errors?: string[];
  /** A refusal of the place itself ("Amble doesn't have places for …"): stays until the field changes. */
  notice?: string | null;
  onUseMyLocation?: () => void;
  locating?: boolean;
  disabled?: boolean;
  /** Server-side errors without JavaScript: the page opens with the focus on this field. */
  autoFocus?: boolean;
}) {
  const { t, i18n } = useTranslation("planner");
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const noticeId = `${id}-notice`;
  const invalid = Boolean(errors?.length || notice);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [status, setStatus] = useState<Status>("idle");
  const [highlight, setHighlight] = useState(-1);
  const [focused, setFocused] = useState(false);
  const [query, setQuery] = useState<string | null>(null);
  const [picked, setPicked] = useState<PickedPlace | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => {
    if (query === null) return;
    const input = query.trim();
    if (!focused || input.length < AUTOCOMPLETE_MIN_LENGTH) {
      abort.current?.abort();
      setSuggestions([]);
      setStatus("idle");
      return;
    }
    const timer = setTimeout(async () => {
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      setStatus("loading");
      try {
        const params = new URLSearchParams({ input, lang: i18n.language });
        const response = await fetch(`/api/places/autocomplete?${params}`, { signal: controller.signal });
        if (!response.ok) throw new Error(String(response.status));
        const { suggestions: found } = (await response.json()) as { suggestions: Suggestion[] };
        setSuggestions(found);
        setHighlight(found.length ? 0 : -1);
        setStatus(found.length ? "open" : "empty");
      } catch (error) {
        if (controller.signal.aborted) return; // a newer keystroke took over
        console.warn("[autocomplete]", error);
        setSuggestions([]);
        setStatus("error");
      }
    }, AUTOCOMPLETE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, focused, i18n.language]);

  const close = () => {
    setStatus("idle");
    setHighlight(-1);
  };
  const select = (s: Suggestion) => {
    onChange(s.description);
    setPicked({ id: s.place_id, label: s.description, ...s.geometry?.location });
    setQuery(null);
    setSuggestions([]);
    close();
  };
  const open = status === "open" && suggestions.length > 0;
  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown" && suggestions.length) {
      e.preventDefault();
      setStatus("open");
      setHighlight((h) => (h + 1) % suggestions.length);
    } else if (e.key === "ArrowUp" && suggestions.length) {
      e.preventDefault();
      setStatus("open");
      setHighlight((h) => (h <= 0 ? suggestions.length - 1 : h - 1));
    } else if (e.key === "Enter" && open && highlight >= 0) {
      e.preventDefault();
      select(suggestions[highlight]);
    } else if (e.key === "Escape" && status !== "idle") {
      e.preventDefault();
      close();
    }
  };

  return (
    <div>
      <label htmlFor={id} className="field-label">
        {t("form.location")}
      </label>
      <div className="relative">
        <MapPin
          aria-hidden
          className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-violet-700"
        />
        <input
          id={id}
          name="location"
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && highlight >= 0 ? `${listId}-${highlight}` : undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={errors?.length ? errorId : notice ? noticeId : undefined}
          autoComplete="off"
          required
          disabled={disabled}
          maxLength={200}
          placeholder={t("form.locationPlaceholder")}
          autoFocus={autoFocus}
          className="field-input pl-10 pr-20 aria-invalid:border-red-600 aria-invalid:focus:border-red-600 aria-invalid:focus:ring-red-200"
          value={value}
          onChange={(e) => {
            onChange(e.target.value);
            setQuery(e.target.value);
          }}
          onFocus={() => setFocused(true)}
          onBlur={() => {
            setFocused(false);
            setTimeout(close, 150);
          }}
          onKeyDown={onKeyDown}
        />
        <div className="absolute right-2 top-1/2 flex -translate-y-1/2 items-center gap-1">
          {status === "loading" ? <Loader2 aria-hidden className="h-4 w-4 animate-spin text-slate-500" /> : null}
          {value ? (
            <button
              type="button"
              className="rounded-full p-1 text-slate-600 hover:bg-slate-100"
              aria-label={t("form.clear")}
              onClick={() => {
                onChange("");
                setQuery("");
                setSuggestions([]);
                close();
              }}
            >
              <X aria-hidden className="h-4 w-4" />
            </button>
          ) : null}
        </div>
        <div role="status" aria-live="polite" className="sr-only">
          {status === "loading"
            ? t("autocomplete.loading")
            : status === "empty"
              ? t("autocomplete.empty", { input: query?.trim() })
              : ""}
        </div>
        {open ? (
          <ul
            id={listId}
            role="listbox"
            aria-label={t("autocomplete.suggestions")}
            className="absolute z-30 mt-1 max-h-64 w-full overflow-y-auto rounded-xl border border-slate-200 bg-white py-1 shadow-xl"
          >
            {suggestions.map((s, i) => (
              <li
                key={s.place_id}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === highlight}
                className={`cursor-pointer px-3 py-2 text-sm ${i === highlight ? "bg-violet-100" : ""}`}
                onMouseDown={(e) => e.preventDefault()}
                onMouseEnter={() => setHighlight(i)}
                onClick={() => select(s)}
              >
                <SuggestionText suggestion={s} />
              </li>
            ))}
          </ul>
        ) : null}
        {status === "empty" || status === "error" ? (
          <p className="absolute z-30 mt-1 w-full rounded-xl border border-slate-200 bg-white px-3 py-2 text-sm text-slate-700 shadow-xl">
            {status === "empty" ? t("autocomplete.empty", { input: query?.trim() }) : t("autocomplete.error")}
          </p>
        ) : null}
      </div>
      <PickedPlaceInputs pick={picked} text={value} />
      {errors?.length ? (
        <p id={errorId} className="mt-1 text-sm font-semibold text-red-700">
          {errors[0]}
        </p>
      ) : null}
      {notice && !errors?.length ? <LocationNotice id={noticeId} text={notice} /> : null}
      {onUseMyLocation ? <UseMyLocation onClick={onUseMyLocation} locating={locating} /> : null}
    </div>
  );
}

/** Needs JavaScript: rendered by the server too, so nothing below it moves when the page hydrates, and
 *  hidden where scripting is off. A press before hydration does nothing, like any button then. */
function UseMyLocation({ onClick, locating }: { onClick: () => void; locating?: boolean }) {
  const { t } = useTranslation("planner");
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={locating}
      className="mt-2 inline-flex items-center gap-1.5 text-sm font-semibold text-violet-800 noscript:hidden hover:underline disabled:opacity-60"
    >
      <LocateFixed aria-hidden className="h-4 w-4" />
      {locating ? t("form.locating") : t("form.useMyLocation")}
    </button>
  );
}
