import { Info, Upload } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatIndex } from '@/lib/format';
import { HANDICAP_METHOD_NAMES, HANDICAP_METHOD_RULES } from '@/lib/handicap-method';
import type { Suggestion } from '../utils/suggestion';

type Props = {
  suggestion: Suggestion;
  publishedIndex: number | null;
  /** Admins only. */
  canPublish: boolean;
  onPublish: () => void;
  publishing: boolean;
};

export function SuggestedIndexCard({ suggestion, publishedIndex, canPublish, onPublish, publishing }: Props) {
  const suggested = formatIndex(suggestion.value);
  const published = formatIndex(publishedIndex);
  const upToDate = suggestion.value !== null && publishedIndex !== null && Number(publishedIndex) === suggestion.value;

  return (
    <Card className="border-gold/40">
      <CardHeader>
        <CardTitle>Suggested Index</CardTitle>
        <CardDescription>Computed from the handicap logs; it becomes the league index when an admin publishes it.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex items-end justify-between gap-4">
          <p className="font-serif text-4xl font-semibold text-forest tabular-nums dark:text-gold" data-testid="suggested-index">
            {suggested ?? '—'}
          </p>
          <p className="pb-1 text-sm text-muted-foreground" data-testid="suggested-index-label">
            {suggestion.label}
          </p>
        </div>
        <p className="flex items-start gap-2 text-xs text-muted-foreground">
          <Info className="mt-0.5 size-3.5 shrink-0" aria-hidden />
          <span>
            <span className="font-medium text-foreground" data-testid="handicap-method">
              {HANDICAP_METHOD_NAMES[suggestion.method]}
            </span>
            : {HANDICAP_METHOD_RULES[suggestion.method]} Published: {published ?? 'not yet'}
            {upToDate ? ' (up to date)' : ''}.
          </span>
        </p>
        {suggestion.indexNote ? (
          <p className="text-sm font-medium text-foreground" data-testid="index-note">
            {suggestion.indexNote}
          </p>
        ) : null}
        {canPublish ? (
          <Button variant="premium" onClick={onPublish} disabled={publishing || suggestion.value === null}>
            {publishing ? <Spinner aria-hidden /> : <Upload aria-hidden />}
            Publish Index
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
