import { useTranslation } from "react-i18next";

export function PlannerPage() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="planner-title" className="mx-auto max-w-2xl pt-6 text-center">
      <h1 id="planner-title" className="text-3xl font-extrabold tracking-tight text-violet-950 sm:text-5xl">
        {t("planner.title")}
      </h1>
      <p className="mt-3 text-lg text-violet-900/80">{t("brand.tagline")}</p>
    </section>
  );
}
