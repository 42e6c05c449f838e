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
