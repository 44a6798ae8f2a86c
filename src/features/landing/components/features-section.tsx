import { BarChart3, Calculator, Coins, Lock, ShieldCheck, Trophy } from 'lucide-react';
import { SectionHeading } from './section-heading';

const FEATURES = [
  {
    icon: Trophy,
    title: 'Modified Stableford v2 scoring',
    body: 'Points on net score against par for every hole, so a bad hole never ruins a good round. Eagles and birdies are rewarded; blow-ups cost nothing more.',
  },
  {
    icon: Coins,
    title: 'Gross Skins with carryovers',
    body: 'Win a hole outright to take the skin. Ties carry to the next hole, so the pressure — and the pot — builds as the round goes on.',
  },
  {
    icon: ShieldCheck,
    title: 'Handicap tracking with anti-sandbagging protection',
    body: 'Every posted round becomes a differential. The league index uses only your best rounds and is published by an admin, never self-declared.',
  },
  {
    icon: BarChart3,
    title: 'Live leaderboards',
    body: 'Scores entered on the course update the standings for everyone in the match, hole by hole, with strokes applied automatically.',
  },
  {
    icon: Calculator,
    title: 'Automatic payout calculation',
    body: 'Pots, places, ties and skins are settled by the same engine every time. Each payout comes with its explanation, to the cent.',
  },
  {
    icon: Lock,
    title: 'Private match invites',
    body: 'Organisers invite members by e-mail. A personal link lets each player accept, pick side games and see what they owe — no account juggling.',
  },
];

export function FeaturesSection() {
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-20 py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="features-title" eyebrow="Features" title="Everything a serious weekend game needs">
          Built for leagues that play for real money and want the arithmetic to be beyond dispute.
        </SectionHeading>
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, body }) => (
            <li key={title} className="group rounded-2xl border bg-card p-6 shadow-xs transition-shadow hover:shadow-md">
              <span className="flex size-11 items-center justify-center rounded-xl bg-forest text-gold">
                <Icon className="size-5" aria-hidden />
              </span>
              <h3 className="mt-5 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{body}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
