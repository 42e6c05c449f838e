import { Link } from "@remix-run/react";
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/translations";

export type LegalSection = { title: string; paragraphs: string[] };

/** Numbered sections of a legal text, rendered as plain, readable HTML. */
export function LegalSections({ sections }: { sections: LegalSection[] }) {
  return (
    <ol className="mt-6 space-y-6">
      {sections.map((section, index) => (
        <li key={section.title} className="space-y-2">
          <h2 className="text-lg font-bold">
            {index + 1}. {section.title}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="leading-relaxed text-slate-700">
              {paragraph}
            </p>
          ))}
        </li>
      ))}
    </ol>
  );
}

/**
 * A legal page from locales/<language>/legal.json (`<doc>.title`, `.updated`, `.intro`, `.sections`,
 * `.backHome`): title, numbered sections, anything the page adds, and the way home.
 */
export function LegalDocument({ doc, children }: { doc: "privacy" | "terms"; children?: ReactNode }) {
  const { t } = useTranslation("legal");
  const sections = t(`${doc}.sections`, { returnObjects: true }) as LegalSection[];
  return (
    <article aria-labelledby={`${doc}-title`} className="card mx-auto max-w-3xl">
      <h1 id={`${doc}-title`} className="text-3xl font-extrabold">
        {t(`${doc}.title`)}
      </h1>
      <p className="mt-1 text-sm text-slate-500">{t(`${doc}.updated`)}</p>
      <p className="mt-4 leading-relaxed text-slate-700">{t(`${doc}.intro`)}</p>
      <LegalSections sections={Array.isArray(sections) ? sections : []} />
      {children}
      <Link to="/" className="btn-primary mt-8">
        <ArrowLeft aria-hidden className="h-4 w-4" /> {t(`${doc}.backHome`)}
      </Link>
    </article>
  );
}
