import type { ReactNode } from 'react';

export type ProseSection = { id: string; heading: string; body: ReactNode };

type Props = { title: string; updated: string; intro: ReactNode; sections: ProseSection[] };

/** The layout of the static pages (terms, privacy, responsible gaming, security). */
export function ProsePage({ title, updated, intro, sections }: Props) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-16">
      <header className="max-w-3xl border-b pb-8">
        <p className="text-xs font-semibold tracking-[0.2em] text-gold-ink uppercase">Fairway League</p>
        <h1 className="mt-3 font-serif text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-2 text-sm text-muted-foreground">Last updated {updated}</p>
        <div className="mt-6 text-base leading-relaxed text-pretty text-muted-foreground sm:text-lg">{intro}</div>
      </header>
      <div className="mt-10 grid gap-10 lg:grid-cols-[14rem_1fr]">
        <nav aria-label="On this page" className="hidden lg:block">
          <ol className="sticky top-24 space-y-2 border-l pl-4 text-sm">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-muted-foreground hover:text-foreground">
                  {index + 1}. {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl space-y-10">
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24">
              <h2 id={`${section.id}-title`} className="text-xl font-semibold tracking-tight">
                <span className="mr-2 text-gold-ink tabular-nums">{index + 1}.</span>
                {section.heading}
              </h2>
              <div className="mt-3 space-y-3 leading-relaxed text-foreground/85 [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_li]:pl-1 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-5">
                {section.body}
              </div>
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
