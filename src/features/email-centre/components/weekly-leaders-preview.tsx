import { Eye, EyeOff, Trophy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCents } from '@/domain/money';
import { useWeeklyLeaders } from '../api/get-weekly-leaders';
import { formatPoints } from '../lib/weekly-leaders-message';

/** The current weekly leaders (last 7 days, top 5 by earnings), shown on demand. */
export function WeeklyLeadersPreview() {
  const [shown, setShown] = useState(false);
  const leaders = useWeeklyLeaders(shown);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Trophy aria-hidden className="size-5 text-gold-ink" /> Weekly Leaders
        </CardTitle>
        <CardDescription>Last 7 days, top 5 by earnings</CardDescription>
        <CardAction>
          <Button variant="ghost" size="sm" aria-expanded={shown} onClick={() => setShown((value) => !value)}>
            {shown ? <EyeOff aria-hidden /> : <Eye aria-hidden />} {shown ? 'Hide preview' : 'Show preview'}
          </Button>
        </CardAction>
      </CardHeader>
      {shown && (
        <CardContent>
          {leaders.isPending ? (
            <div className="grid grid-cols-1 gap-2">
              <Skeleton className="h-6" />
              <Skeleton className="h-6" />
            </div>
          ) : leaders.isError ? (
            <p className="text-sm text-destructive">Could not load the leaders: {leaders.error.message}</p>
          ) : leaders.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">No results this week.</p>
          ) : (
            <ol className="grid grid-cols-1 gap-2">
              {leaders.data.map((leader, index) => (
                <li key={leader.player_id} className="flex items-center gap-3 text-sm">
                  <span className="num flex size-7 shrink-0 items-center justify-center rounded-full bg-gold/20 font-semibold text-gold-ink">{index + 1}</span>
                  <span className="min-w-0 flex-1 truncate font-medium">{leader.name}</span>
                  <span className="num font-semibold">{formatCents(leader.earnings_cents)}</span>
                  <span className="num w-16 text-right text-muted-foreground">{formatPoints(leader.points)}</span>
                </li>
              ))}
            </ol>
          )}
        </CardContent>
      )}
    </Card>
  );
}
