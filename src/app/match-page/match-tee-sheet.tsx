import type { MatchPageDetail } from '@/api/matches/get-match-detail';
import { usePublicSettings } from '@/api/settings/get-public-settings';
import { useLeagueTimeZone } from '@/api/settings/use-league-time-zone';
import { TeeSheetSection } from '@/features/tee-sheet/components/tee-sheet-section';
import { printGroupScorecards, printTeeSheet } from '@/app/print/print-tee-sheet';

/** The match page's Tee Sheet with its print actions (the printed tee sheet and the group scorecards). */
export function MatchTeeSheet({ detail }: { detail: MatchPageDetail }) {
  const settings = usePublicSettings();
  const timeZone = useLeagueTimeZone();
  const { match } = detail;
  return (
    <TeeSheetSection
      matchId={match.id}
      matchDate={match.date}
      isAdmin={detail.is_admin}
      closed={match.is_final || match.cancelled_at !== null}
      entrantIds={detail.entries.map((entry) => entry.player_id)}
      printActions={(sheet) => ({
        onPrintSheet: () => void printTeeSheet(detail, sheet, timeZone),
        onPrintCards: () => void printGroupScorecards(detail, sheet, settings.data, timeZone),
      })}
    />
  );
}
