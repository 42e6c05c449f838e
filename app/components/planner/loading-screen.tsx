// The loading screen: a progress bar driven by the server's real progress events, the spec's four
// stages, and a tip that changes every 4 seconds.
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/translations";
import type { PlanStage } from "~/wire/plans";

export const TIP_INTERVAL_MS = 4000;
const STAGES: PlanStage[] = ["finding", "checking", "routing", "writing"];

export function LoadingScreen({ percent, stage }: { percent: number; stage: PlanStage }) {
  const { t } = useTranslation("planner");
  const tips = t("loading.tips", { returnObjects: true }) as string[];
  const [tip, setTip] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTip((i) => (i + 1) % tips.length), TIP_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [tips.length]);
  const shown = Math.round(Math.min(100, percent));
  return (
    <section aria-labelledby="loading-title" className="card text-center" aria-busy="true">
      <h2 id="loading-title" className="text-xl font-bold">
        {t("loading.label")}
      </h2>
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={shown}
        aria-label={t("loading.label")}
        className="mt-4 h-3 overflow-hidden rounded-full bg-violet-100"
      >
        <div
          className="h-full rounded-full bg-violet-700 transition-[width] duration-300"
          style={{ width: `${shown}%` }}
        />
      </div>
      <p className="mt-2 text-sm font-semibold text-violet-900">{shown}%</p>
      <ol className="mt-4 grid grid-cols-2 gap-2 text-left text-sm sm:grid-cols-4">
        {STAGES.map((s, i) => {
          const state = STAGES.indexOf(stage) > i ? "done" : s === stage ? "current" : "todo";
          return (
            <li
              key={s}
              aria-current={state === "current" ? "step" : undefined}
              className={`rounded-lg px-2 py-1.5 ${state === "current" ? "bg-violet-700 text-white" : state === "done" ? "bg-violet-100 text-violet-900" : "bg-slate-100 text-slate-600"}`}
            >
              {t(`loading.stages.${s}`)}
            </li>
          );
        })}
      </ol>
      <p className="mt-4 min-h-12 text-slate-700" aria-live="polite">
        {tips[tip]}
      </p>
    </section>
  );
}
