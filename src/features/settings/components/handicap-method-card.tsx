import { Calculator } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { HANDICAP_METHODS, type HandicapMethod } from '@/domain/handicap';
import { usePublicSettings } from '@/api/settings/get-public-settings';
import { handicapMethodOf } from '@/api/settings/handicap-settings';
import { HANDICAP_METHOD_NAMES, HANDICAP_METHOD_RULES } from '@/lib/handicap-method';
import { useUpsertAdminSettings } from '../api/upsert-admin-setting';

/** The index method (setting handicapMethod): the spec's table or the World Handicap System (DESIGN rule 21). */
export function HandicapMethodCard() {
  const settings = usePublicSettings();
  const save = useUpsertAdminSettings();
  const [choice, setChoice] = useState<HandicapMethod | null>(null);
  const selectId = useId();
  const current = handicapMethodOf(settings.data);
  const selected = choice ?? current;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Calculator aria-hidden className="size-5 text-gold-ink" /> Handicap Index Method
        </CardTitle>
        <CardDescription>
          How each player&apos;s suggested index is computed from their rounds. Published indexes change only when an admin publishes
          them (Recompute Indexes publishes everyone&apos;s at once).
        </CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-3">
        {settings.isPending ? (
          <Skeleton className="h-9 w-full sm:w-80" />
        ) : (
          <div className="grid grid-cols-1 gap-1.5">
            <Label htmlFor={selectId}>Index method</Label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Select value={selected} onValueChange={(value) => setChoice(value as HandicapMethod)}>
                <SelectTrigger id={selectId} className="w-full sm:w-80">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {HANDICAP_METHODS.map((method) => (
                    <SelectItem key={method} value={method}>
                      {HANDICAP_METHOD_NAMES[method]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <Button
                variant="forest"
                disabled={selected === current || save.isPending}
                onClick={() => save.mutate([{ key: 'handicapMethod', value: selected }], { onSuccess: () => setChoice(null) })}
              >
                {save.isPending ? 'Saving...' : 'Use This Method'}
              </Button>
            </div>
          </div>
        )}
        <p className="text-sm text-muted-foreground" data-testid="handicap-method-rule">
          {HANDICAP_METHOD_RULES[selected]}
        </p>
        {selected !== current && <p className="text-sm text-muted-foreground">Previewing {HANDICAP_METHOD_NAMES[selected]}; it applies once saved.</p>}
      </CardContent>
    </Card>
  );
}
