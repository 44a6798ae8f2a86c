import { ArrowRight, Flag, Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { useCurrentPlayerId, useIsAdmin } from '@/lib/session';
import { useLeagueShowcase } from '../api/get-league-showcase';
import { GroupLink } from './group-link';
import { figureText } from './league-figure';


type Props = { clubName: string; groupUrl: string | null };

export function Hero({ clubName, groupUrl }: Props) {
  // The league's own figures (rpc get_league_showcase), not marketing numbers.
  const figures = useLeagueShowcase().data?.figures;
  const playerId = useCurrentPlayerId();
  const isAdmin = useIsAdmin();
  const headline = [
    { value: figureText(figures?.payouts_this_month_cents, 'cents'), label: 'Payouts this month' },
    { value: figureText(figures?.active_players, 'count'), label: 'Active players' },
    { value: figureText(figures?.active_matches, 'count'), label: 'Active matches' },
  ];
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-forest text-forest-foreground">
      <FairwayBackdrop />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 pt-16 pb-20 sm:px-6 sm:pt-24 lg:grid-cols-[1.15fr_0.85fr] lg:items-center lg:pb-28">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-gold/40 bg-black/10 px-3 py-1 text-xs font-medium tracking-[0.18em] text-gold uppercase">
            <Flag className="size-3.5" aria-hidden /> Members only · {clubName}
          </p>
          <h1 id="hero-title" className="mt-6 font-serif text-4xl leading-[1.08] font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            Where wagers meet fairways.
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-forest-foreground/80">
            The private home of our league: sign up, keep an honest handicap, join the weekend matches and see
            every point, skin and payout worked out for you — down to the cent.
          </p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            {playerId ? (
              <Button asChild variant="gold" size="lg" className="text-base">
                <Link to={paths.profile()}>
                  My Profile <ArrowRight aria-hidden />
                </Link>
              </Button>
            ) : (
              <Button asChild variant="gold" size="lg" className="text-base">
                <Link to={paths.signup()}>
                  Join the League <ArrowRight aria-hidden />
                </Link>
              </Button>
            )}
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-forest-foreground/30 bg-transparent text-base text-forest-foreground hover:bg-white/10 hover:text-forest-foreground dark:bg-transparent"
            >
              {/* Creating a match is an admin's job: everyone else is shown the matches they can join. */}
              {isAdmin ? <Link to={paths.newMatch()}>Create Match</Link> : <Link to={paths.matches()}>Browse Matches</Link>}
            </Button>
            <Button asChild size="lg" variant="ghost" className="text-base text-forest-foreground hover:bg-white/10 hover:text-forest-foreground">
              <Link to={paths.players()}>
                <Users aria-hidden /> View Players
              </Link>
            </Button>
          </div>
          {groupUrl ? (
            <div className="mt-6 hidden lg:block">
              <GroupLink url={groupUrl} className="border-gold/50 text-gold hover:bg-gold/10 hover:text-gold" />
            </div>
          ) : null}
        </div>
        <dl className="grid grid-cols-3 gap-3 rounded-2xl border border-gold/25 bg-black/15 p-4 backdrop-blur-sm sm:gap-4 sm:p-6 lg:grid-cols-1">
          {headline.map((figure) => (
            <div key={figure.label} className="flex flex-col-reverse gap-1 rounded-xl px-1 py-2 sm:px-3 lg:border-b lg:border-gold/15 lg:py-4 lg:last:border-0">
              <dt className="text-xs text-forest-foreground/70 sm:text-sm">{figure.label}</dt>
              <dd className="font-serif text-lg font-semibold break-words text-gold tabular-nums sm:text-3xl lg:text-4xl">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

/** Soft contour lines of a green, drawn in CSS/SVG so the hero needs no image download. */
function FairwayBackdrop() {
  return (
    <div aria-hidden className="pointer-events-none absolute inset-0 -z-10">
      <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,oklch(0.5_0.09_150/0.55),transparent_60%)]" />
      <svg className="absolute -right-40 -bottom-40 h-[42rem] w-[42rem] text-gold/10" viewBox="0 0 400 400" fill="none">
        {[60, 95, 130, 165, 200].map((r) => (
          <ellipse key={r} cx="200" cy="200" rx={r * 1.1} ry={r * 0.8} stroke="currentColor" strokeWidth="1.5" />
        ))}
      </svg>
      <div className="absolute inset-x-0 bottom-0 h-px bg-linear-to-r from-transparent via-gold/50 to-transparent" />
    </div>
  );
}
