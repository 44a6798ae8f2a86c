import { Wallet } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatCents } from '@/domain/money';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import type { HomeAccount, HomeCredit, OwedMatch } from '../api/get-my-home';

const CREDIT_REASON: Record<HomeCredit['reason'], string> = {
  OVERPAID: 'paid more than was due',
  REMOVED: 'you left the match',
  CANCELLED: 'the match was called off',
};

/**
 * What the member owes and holds, over every match (DESIGN rule 19): each match still owed on — past or future, until
 * it is paid — and the credit held, with why. The same figures as the treasurer's ledger.
 */
export function MoneyCard({ account, owed, credits }: { account: HomeAccount; owed: OwedMatch[]; credits: HomeCredit[] }) {
  const square = account.outstanding_cents === 0 && account.credit_cents === 0;
  return (
    <Card role="region" aria-labelledby="money-title">
      <CardHeader>
        <CardTitle id="money-title" className="flex items-center gap-2">
          <Wallet aria-hidden className="size-5 text-gold-ink" /> Your money
        </CardTitle>
        <CardDescription>
          {square ? 'You owe nothing and hold no credit.' : 'What you owe the league and the credit you hold, as the treasurer records it.'}
        </CardDescription>
      </CardHeader>
      {!square && (
        <CardContent className="grid grid-cols-1 gap-4">
          <dl className="grid grid-cols-2 gap-3">
            <div className="rounded-lg border p-3">
              <dt className="text-xs text-muted-foreground">You owe</dt>
              <dd className="num text-lg font-semibold" data-testid="home-owed-total">
                {formatCents(account.outstanding_cents)}
              </dd>
            </div>
            <div className="rounded-lg border p-3">
              <dt className="text-xs text-muted-foreground">Your credit</dt>
              <dd className="num text-lg font-semibold text-success" data-testid="home-credit-total">
                {formatCents(account.credit_cents)}
              </dd>
            </div>
          </dl>
          {owed.length > 0 && (
            <section aria-labelledby="owed-heading" className="grid gap-2">
              <h2 id="owed-heading" className="text-sm font-semibold">
                To pay
              </h2>
              <ul className="grid gap-1 text-sm">
                {owed.map((match) => (
                  <li key={match.match_id} className="grid grid-cols-[1fr_auto] gap-x-3">
                    <Link to={paths.match(match.match_id)} className="truncate font-medium hover:underline">
                      {match.name}
                    </Link>
                    <span className="num text-right font-medium text-amber-700 dark:text-amber-300">{formatCents(match.owed_cents)}</span>
                    <span className="text-muted-foreground">
                      {formatDate(match.date)}
                      {match.paid_cents > 0 && ` · paid ${formatCents(match.paid_cents)} of ${formatCents(match.due_cents)}`}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {credits.length > 0 && (
            <section aria-labelledby="credit-heading" className="grid gap-2">
              <h2 id="credit-heading" className="text-sm font-semibold">
                Credit
              </h2>
              <ul className="grid gap-1 text-sm">
                {credits.map((credit) => (
                  <li key={credit.match_id} className="grid grid-cols-[1fr_auto] gap-x-3">
                    <Link to={paths.match(credit.match_id)} className="truncate font-medium hover:underline">
                      {credit.name}
                    </Link>
                    <span className="num text-right font-medium text-success">{formatCents(credit.credit_cents)}</span>
                    <span className="text-muted-foreground">
                      {formatDate(credit.date)} · {CREDIT_REASON[credit.reason]}
                    </span>
                  </li>
                ))}
              </ul>
              <p className="text-xs text-muted-foreground">The treasurer applies credit to another match or refunds it.</p>
            </section>
          )}
        </CardContent>
      )}
    </Card>
  );
}
