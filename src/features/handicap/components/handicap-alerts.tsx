import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { describeHandicapAlert, useDismissHandicapAlert, useHandicapAlerts, type HandicapAlert } from '../api/handicap-alerts';

const TITLES: Record<HandicapAlert['kind'], string> = {
  INDEX_RISE: 'Index rose after a change',
  SELF_ABOVE_LEAGUE: 'Self-posted rounds well above league rounds',
};

/** The dashboard's "Needs Attention" rows: every open handicap flag, with the player's page one click away. */
export function HandicapAlertsAttention({ alerts }: { alerts: readonly HandicapAlert[] }) {
  const dismiss = useDismissHandicapAlert();
  return (
    <div className="grid grid-cols-1 gap-1.5" data-testid="handicap-alerts">
      <p className="font-medium">Handicap flags</p>
      <ul className="grid grid-cols-1 gap-2">
        {alerts.map((alert) => (
          <li key={alert.id ?? `${alert.kind}-${alert.player_id}`} className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
            <span className="min-w-0">
              <Link to={paths.player(alert.player_id)} className="text-primary hover:underline">
                {alert.player_name}
              </Link>
              <span className="block text-muted-foreground">{describeHandicapAlert(alert)}</span>
            </span>
            {alert.id ? (
              <Button variant="ghost" size="sm" disabled={dismiss.isPending} onClick={() => alert.id && dismiss.mutate(alert.id)}>
                Dismiss
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The player's page (admins): the flags of this player. */
export function PlayerHandicapAlerts({ playerId, enabled }: { playerId: string; enabled: boolean }) {
  const alerts = useHandicapAlerts({ playerId, enabled });
  const dismiss = useDismissHandicapAlert();
  if (!enabled || !alerts.data || alerts.data.length === 0) return null;
  return (
    <div className="grid grid-cols-1 gap-3">
      {alerts.data.map((alert) => (
        <Alert key={alert.id ?? alert.kind} variant="warning" role="status">
          <AlertTriangle aria-hidden />
          <AlertTitle>{TITLES[alert.kind]}</AlertTitle>
          <AlertDescription>
            <p>{describeHandicapAlert(alert)}</p>
            {alert.id ? (
              <Button variant="outline" size="sm" disabled={dismiss.isPending} onClick={() => alert.id && dismiss.mutate(alert.id)}>
                Dismiss
              </Button>
            ) : null}
          </AlertDescription>
        </Alert>
      ))}
    </div>
  );
}
