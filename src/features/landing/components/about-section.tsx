import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { useCurrentPlayerId } from '@/lib/session';
import { GroupLink } from './group-link';

type Props = { clubName: string; groupUrl: string | null };

export function AboutSection({ clubName, groupUrl }: Props) {
  // A member (signed in, approved or waiting) is past joining: the story ends on the matches instead.
  const playerId = useCurrentPlayerId();
  return (
    <section id="about" aria-labelledby="about-title" className="scroll-mt-20 border-t bg-muted/50 py-20 sm:py-28">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:items-center">
        <div>
          <p className="text-xs font-semibold tracking-[0.2em] text-gold-ink uppercase">Our story</p>
          <h2 id="about-title" className="mt-3 font-serif text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
            A scorecard, a clipboard and one too many arguments
          </h2>
          <div className="mt-6 space-y-4 text-base leading-relaxed text-muted-foreground">
            <p>
              {clubName} started as a Saturday-morning foursome that kept growing. The scores lived on a clipboard, the
              handicaps in someone&apos;s head and the money in a shoebox — and every week ended with the same debate about
              who owed whom.
            </p>
            <p>
              So we wrote down the rules once and let the software keep them: every differential recorded, every index
              published by an admin, every skin and payout worked out the same way and explained line by line. The
              arguments stopped; the golf got better.
            </p>
            <p>Membership is by approval. Play within your means, post every round, and enjoy the walk.</p>
          </div>
        </div>
        <div className="rounded-2xl border border-gold/30 bg-forest p-8 text-forest-foreground shadow-lg sm:p-10">
          <blockquote className="font-serif text-2xl leading-snug text-balance">
            “Nobody checks the arithmetic anymore. We just tee it up.”
          </blockquote>
          <p className="mt-4 text-sm text-forest-foreground/70">— A founding member</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Button asChild variant="gold" size="lg">
              {playerId ? (
                <Link to={paths.matches()}>
                  Browse Matches <ArrowRight aria-hidden />
                </Link>
              ) : (
                <Link to={paths.signup()}>
                  Join the League <ArrowRight aria-hidden />
                </Link>
              )}
            </Button>
            {groupUrl ? <GroupLink url={groupUrl} className="border-gold/50 text-gold hover:bg-gold/10 hover:text-gold" /> : null}
          </div>
        </div>
      </div>
    </section>
  );
}
