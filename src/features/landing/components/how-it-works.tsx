import { Calculator, ClipboardPen, Mail, PlusCircle } from 'lucide-react';
import { SectionHeading } from './section-heading';

const STEPS = [
  { icon: PlusCircle, title: 'Create a match', body: 'Pick the course and tees, set the date, capacity and the games with their buy-ins.' },
  { icon: Mail, title: 'Invite players', body: 'Members get a private link to accept, choose their side games and see their total.' },
  { icon: ClipboardPen, title: 'Enter scores live', body: 'Hole-by-hole scores from the course feed a live leaderboard with strokes applied.' },
  { icon: Calculator, title: 'Watch payouts calculate', body: 'Places, skins and Nassau parts settle automatically, with every cent accounted for.' },
];

export function HowItWorks() {
  return (
    <section id="how-it-works" aria-labelledby="how-title" className="scroll-mt-20 border-y bg-muted/50 py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="how-title" eyebrow="How it works" title="From first tee to final payout in four steps" />
        <ol className="mt-14 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map(({ icon: Icon, title, body }, index) => (
            <li key={title} className="relative">
              <div className="flex items-center gap-3">
                <span className="flex size-10 items-center justify-center rounded-full border-2 border-gold bg-background font-serif text-lg font-semibold text-gold-ink tabular-nums">
                  {index + 1}
                </span>
                <Icon className="size-5 text-forest dark:text-gold" aria-hidden />
              </div>
              <h3 className="mt-4 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{body}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
