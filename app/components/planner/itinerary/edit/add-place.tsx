// "Add a place" under the plan: choose where, then find one of the plan's places by name or ask for the
// places that fit there without moving another stop. The search is a GET form (the page's loader
// answers it, with or without JavaScript); each result is an add form.
import { Form, useRouteLoaderData } from "@remix-run/react";
import { MapPinPlus, Search } from "lucide-react";
import { useTranslation } from "~/i18n/translations";
import type { AddablePlace } from "~/wire/plan-edits";
import { EditForm } from "./edit-form";
import { EditRefusal } from "./edit-refusal";
import type { StopEditing } from "./use-stop-editing";

/** The page's answer to a search: where, what was asked, and the places found. */
export type AddSearch = { position: number; query: string; places: AddablePlace[] };

export function AddPlace({ editing, stops }: { editing: StopEditing; stops: ReadonlyArray<{ name: string }> }) {
  const { t } = useTranslation("editing");
  const page = useRouteLoaderData("routes/plan.$planId") as { adding?: AddSearch | null } | undefined;
  const search = page?.adding ?? null;
  const position = Math.min(search?.position ?? stops.length, stops.length);
  return (
    <section
      id="add-place"
      data-html2canvas-ignore
      aria-labelledby="add-place-title"
      className="card-stop scroll-mt-4 space-y-3"
    >
      <h3 id="add-place-title" className="flex items-center gap-2 font-bold text-violet-950">
        <MapPinPlus aria-hidden className="h-5 w-5" /> {t("add.title")}
      </h3>
      <Form
        method="get"
        action={`/plan/${editing.planId}#add-place`}
        preventScrollReset
        className="flex flex-wrap items-end gap-2"
      >
        {/* A select is as wide as its longest option ("After WeihnachtsZauber Gendarmenmarkt"): held to the
            card's width, it shows the chosen one cut short instead of pushing the page past a phone's edge. */}
        <label className="flex max-w-full min-w-0 flex-col text-sm font-medium text-slate-700">
          {t("add.where")}
          <select
            name="add"
            defaultValue={position}
            className="mt-1 max-w-full min-w-0 rounded-xl border border-violet-200 px-3 py-2"
          >
            <option value={0}>{t("add.first")}</option>
            {stops.map((s, i) => (
              <option key={`${s.name}-${i}`} value={i + 1}>
                {t("add.after", { name: s.name })}
              </option>
            ))}
          </select>
        </label>
        <label className="flex min-w-48 flex-1 flex-col text-sm font-medium text-slate-700">
          {t("add.search")}
          <input
            type="search"
            name="q"
            defaultValue={search?.query ?? ""}
            maxLength={80}
            className="mt-1 rounded-xl border border-violet-200 px-3 py-2"
          />
        </label>
        <button type="submit" className="btn-secondary">
          <Search aria-hidden className="h-4 w-4" /> {t("add.searchButton")}
        </button>
      </Form>
      {search ? <AddResults editing={editing} search={search} /> : null}
      <EditRefusal editing={editing} target="add" />
    </section>
  );
}

function AddResults({ editing, search }: { editing: StopEditing; search: AddSearch }) {
  const { t } = useTranslation("editing");
  const { places, query, position } = search;
  const heading = query ? t("add.found", { query }) : t("add.suggested");
  if (!places.length) {
    return <p className="text-sm text-slate-700">{query ? t("add.none") : t("add.noneFit")}</p>;
  }
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-700">{heading}</p>
      <ul className="flex flex-wrap gap-2">
        {places.map((p) => (
          <li key={p.sourceId} className="max-w-full min-w-0">
            <EditForm editing={editing} fields={{ kind: "add", sourceId: p.sourceId, position }} target="add">
              <button
                type="submit"
                className="chip max-w-full text-left hover:bg-violet-50"
                aria-label={t("add.addButton", { name: p.name })}
                disabled={editing.busy !== null}
              >
                {p.name}
              </button>
            </EditForm>
          </li>
        ))}
      </ul>
    </div>
  );
}
