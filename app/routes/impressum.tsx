import { json, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ArrowLeft } from "lucide-react";
import { useTranslation } from "~/i18n/translations";
import { config } from "~/config.server";
import { LegalSections, type LegalSection } from "~/components/legal-sections";
import { pageMeta } from "~/utils/meta";

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "impressum");

export function loader() {
  return json({ provider: config().provider });
}

export default function ImpressumRoute() {
  const { provider } = useLoaderData<typeof loader>();
  const { t } = useTranslation("legal");
  const sections = t("impressum.sections", { returnObjects: true, ...provider }) as LegalSection[];
  return (
    <article aria-labelledby="impressum-title" className="card mx-auto max-w-3xl" lang="de">
      <h1 id="impressum-title" className="text-3xl font-extrabold">
        {t("impressum.title")}
      </h1>
      <section aria-labelledby="provider-title" className="mt-6 space-y-1">
        <h2 id="provider-title" className="text-lg font-bold">
          {t("impressum.providerHeading")}
        </h2>
        <p className="whitespace-pre-line text-slate-700">
          {provider.name}
          {"\n"}
          {provider.address}
        </p>
        <p className="text-slate-700">
          {t("impressum.email")}: <a href={`mailto:${provider.email}`}>{provider.email}</a>
        </p>
        {provider.phone ? (
          <p className="text-slate-700">
            {t("impressum.phone")}: {provider.phone}
          </p>
        ) : null}
        <p className="text-slate-700">
          {t("impressum.responsible")}: {provider.responsible}
        </p>
      </section>
      <LegalSections sections={Array.isArray(sections) ? sections : []} />
      <Link to="/" className="btn-primary mt-8">
        <ArrowLeft aria-hidden className="h-4 w-4" /> {t("impressum.backHome")}
      </Link>
    </article>
  );
}
