import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatCents } from '@/domain/money';
import { cn } from '@/lib/utils';
import type { Settlement } from '../lib/ledger';

type SettleListProps = {
  title: string;
  description: string;
  items: Settlement[];
  /** 'pay': the league pays these players; 'owe': these players pay the league. */
  tone: 'pay' | 'owe';
};

/** One side of the settle-up: who is in it, why, and the amount. */
export function SettleList({ title, description, items, tone }: SettleListProps) {
  const total = items.reduce((sum, item) => sum + Math.abs(item.settle_cents), 0);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>
          {description} · <span className="num">{formatCents(total)}</span>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nobody.</p>
        ) : (
          <ul className="divide-y">
            {items.map((item) => (
              <li key={item.player_id} className="flex items-center justify-between gap-3 py-2 text-sm">
                <span className="min-w-0">
                  <span className="block font-medium">{item.name}</span>
                  <span className="num block text-xs text-muted-foreground">
                    {item.winnings_cents < 0 ? `winnings owed back ${formatCents(-item.winnings_cents)}` : `still to hand over ${formatCents(item.winnings_cents)}`} · {item.balance_cents < 0 ? `credit ${formatCents(-item.balance_cents)}` : `owes ${formatCents(item.balance_cents)}`}
                  </span>
                </span>
                <span className={cn('num font-semibold', tone === 'pay' ? 'text-success' : 'text-amber-700 dark:text-amber-300')}>
                  {formatCents(Math.abs(item.settle_cents))}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
