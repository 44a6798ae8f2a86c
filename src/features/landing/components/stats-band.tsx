import { useLeagueShowcase } from '../api/get-league-showcase';
import { figureText } from './league-figure';

/** The league in numbers, from its own data (rpc get_league_showcase). */
export function StatsBand() {
  const figures = useLeagueShowcase().data?.figures;
  const band = [
    { value: figureText(figures?.total_payouts_cents, 'cents'), label: 'Total payouts' },
    { value: figureText(figures?.rounds_scored, 'count'), label: 'Rounds scored' },
    { value: figureText(figures?.matches_played, 'count'), label: 'Matches played' },
  ];
  return (
    <section aria-label="League in numbers" className="border-b bg-card">
      <dl className="mx-auto grid max-w-7xl grid-cols-1 gap-px px-4 sm:grid-cols-3 sm:px-6">
        {band.map((figure) => (
          <div key={figure.label} className="flex flex-col-reverse items-center gap-1 px-2 py-6 text-center sm:py-8">
            <dt className="text-sm text-muted-foreground">{figure.label}</dt>
            <dd className="font-serif text-3xl font-semibold text-forest tabular-nums sm:text-4xl dark:text-gold">{figure.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
