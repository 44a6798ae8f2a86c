import { useParams } from 'react-router-dom';
import { LeagueSettingsView } from '@/features/settings/components/league-settings-view';
import { LeaguePage } from './league-detail';

/** /admin/leagues/{leagueId}/settings — one league's own settings. */
export default function AdminLeagueSettingsPage() {
  const { leagueId = '' } = useParams();
  return <LeaguePage leagueId={leagueId}>{(league) => <LeagueSettingsView key={league.id} league={league} />}</LeaguePage>;
}
