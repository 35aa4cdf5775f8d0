import type { ReactNode } from "react";

export interface LegalSection {
  title: string;
  paragraphs: ReactNode[];
}

/** A plain text page (terms, privacy): a title, when it last changed, and numbered sections. */
export function LegalPage({ title, updated, intro, sections }: { title: string; updated: string; intro: string; sections: LegalSection[] }) {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-2 text-sm text-muted-foreground">Last updated {updated}</p>
      <p className="mt-6 text-base leading-7">{intro}</p>
      {sections.map((section, index) => (
        <section key={section.title} className="mt-8">
          <h2 className="text-xl font-semibold">
            {index + 1}. {section.title}
          </h2>
          {section.paragraphs.map((paragraph, i) => (
            <p key={i} className="mt-3 leading-7 text-pretty text-muted-foreground">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
