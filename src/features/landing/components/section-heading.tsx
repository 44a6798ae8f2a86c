import type { ReactNode } from 'react';

type Props = { eyebrow: string; title: string; id: string; children?: ReactNode };

export function SectionHeading({ eyebrow, title, id, children }: Props) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-xs font-semibold tracking-[0.2em] text-gold-ink uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-3 font-serif text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {children ? <p className="mt-4 text-base text-pretty text-muted-foreground sm:text-lg">{children}</p> : null}
    </div>
  );
}
