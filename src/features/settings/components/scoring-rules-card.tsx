import { ListOrdered } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { STABLEFORD_TABLES, type StablefordTableId } from '@/domain/stableford';
import type { PlaceTies } from '@/domain/types';
import type { AdminSettings } from '@/api/settings/get-admin-settings';
import { useUpsertAdminSettings } from '../api/upsert-admin-setting';
import { HandicapRulesSummary } from './handicap-rules-summary';

export const PLACE_TIES_LABELS: Record<PlaceTies, string> = {
  split: 'Split the places (tied players share them)',
  countback: 'Card countback, then split',
};

export const PLACE_TIES_HELP: Record<PlaceTies, string> = {
  split: 'Tied players pool the percentages of the places they cover and split them equally.',
  countback:
    'Ties go to the better score over the last 9 holes, then the last 6, 3 and 1 (on net: Stableford points or net strokes); players still level split the places.',
};

/**
 * The league's one Stableford table (DESIGN rule 1), read-only, with a switch between the two tables;
 * and how ties on places are settled (DESIGN rule 18).
 */
export function ScoringRulesCard({ settings }: { settings: AdminSettings }) {
  const save = useUpsertAdminSettings();
  const saveTies = useUpsertAdminSettings();
  const [choice, setChoice] = useState<StablefordTableId | null>(null);
  const [tiesChoice, setTiesChoice] = useState<PlaceTies | null>(null);
  const selected = choice ?? settings.stablefordTable;
  const ties = tiesChoice ?? settings.placeTies;
  const table = STABLEFORD_TABLES[selected];
  const selectId = useId();
  const tiesId = useId();

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ListOrdered aria-hidden className="size-5 text-gold-ink" /> Scoring Rules
        </CardTitle>
        <CardDescription>
          Stableford points on net score against par, used for the live leaderboard and the results. Handicap allowance{' '}
          <span className="num">{settings.allowancePct}%</span>.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        <HandicapRulesSummary allowancePct={settings.allowancePct} />
        <div className="grid grid-cols-1 gap-1.5">
          <Label htmlFor={selectId}>Stableford table</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Select value={selected} onValueChange={(value) => setChoice(value as StablefordTableId)}>
              <SelectTrigger id={selectId} className="w-full sm:w-64">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {Object.values(STABLEFORD_TABLES).map((option) => (
                  <SelectItem key={option.id} value={option.id}>
                    {option.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <Button
              variant="forest"
              disabled={selected === settings.stablefordTable || save.isPending}
              onClick={() => save.mutate([{ key: 'stablefordTable', value: selected }], { onSuccess: () => setChoice(null) })}
            >
              {save.isPending ? 'Saving...' : 'Use This Table'}
            </Button>
          </div>
          {selected !== settings.stablefordTable && (
            <p className="text-sm text-muted-foreground">Previewing {table.name}; it applies to every match once saved.</p>
          )}
        </div>
        <div className="grid grid-cols-1 gap-1.5">
          <Label htmlFor={tiesId}>Ties on places</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Select value={ties} onValueChange={(value) => setTiesChoice(value as PlaceTies)}>
              <SelectTrigger id={tiesId} className="w-full sm:w-64">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {(Object.keys(PLACE_TIES_LABELS) as PlaceTies[]).map((option) => (
                  <SelectItem key={option} value={option}>
                    {PLACE_TIES_LABELS[option]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <Button
              variant="forest"
              disabled={ties === settings.placeTies || saveTies.isPending}
              onClick={() => saveTies.mutate([{ key: 'placeTies', value: ties }], { onSuccess: () => setTiesChoice(null) })}
            >
              {saveTies.isPending ? 'Saving...' : 'Use This Rule'}
            </Button>
          </div>
          <p className="text-sm text-muted-foreground">{PLACE_TIES_HELP[ties]} A committee decision (countback or playoff) entered as an adjustment on the match always wins.</p>
        </div>
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Net score on a hole</TableHead>
              <TableHead numeric>Points</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {table.rows.map((row) => (
              <TableRow key={row.label}>
                <TableCell>{row.label}</TableCell>
                <TableCell numeric className="font-semibold">
                  {row.points}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
