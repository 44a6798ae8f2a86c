import { usePublicSettings } from '@/api/settings/get-public-settings';
import { allowanceByGameOf, handicapMethodOf } from '@/api/settings/handicap-settings';
import { ALLOWANCE_GAMES, HANDICAP_METHOD_NAMES, HANDICAP_METHOD_RULES } from '@/lib/handicap-method';

/** The Scoring Rules card's handicap part: the index method in words and the allowance each game plays. */
export function HandicapRulesSummary({ allowancePct }: { allowancePct: number }) {
  const settings = usePublicSettings();
  if (!settings.data) return null;
  const method = handicapMethodOf(settings.data);
  const byGame = allowanceByGameOf(settings.data);
  const allowances = ALLOWANCE_GAMES.map((g) => `${g.label} ${byGame[g.code] ?? allowancePct}%`).join(', ');
  return (
    <div className="grid gap-1 text-sm" data-testid="handicap-rules">
      <p>
        <span className="font-medium">Handicap index: {HANDICAP_METHOD_NAMES[method]}.</span>{' '}
        <span className="text-muted-foreground">{HANDICAP_METHOD_RULES[method]}</span>
      </p>
      <p>
        <span className="font-medium">Playing handicap per game:</span> <span className="text-muted-foreground">{allowances} of the course handicap.</span>
      </p>
    </div>
  );
}
