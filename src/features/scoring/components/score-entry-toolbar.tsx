import { CloudOffIcon, DownloadIcon } from 'lucide-react';
import { ImportScorecardsDialog } from '@/components/import-scorecards-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

type Props = {
  matchId: string;
  /** Nothing to export without entrants. */
  hasEntrants: boolean;
  /** Scores kept on this device until the server has them. */
  pendingCount: number;
  canImport: boolean;
  onImported: (playerIds: string[]) => void;
  onExport: () => void;
};

/** The panel's title with the offline queue's count, and CSV import (admins, open matches) and export. */
export function ScoreEntryToolbar({ matchId, hasEntrants, pendingCount, canImport, onImported, onExport }: Props) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="score-entry-title" className="text-lg font-semibold">
          Score Entry
        </h2>
        {pendingCount > 0 && (
          <Badge variant="secondary" role="status">
            <CloudOffIcon aria-hidden="true" />
            {pendingCount} {pendingCount === 1 ? 'score' : 'scores'} waiting to sync
          </Badge>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {canImport && <ImportScorecardsDialog label="Import CSV" matchId={matchId} onImported={onImported} />}
        <Button variant="outline" onClick={onExport} disabled={!hasEntrants}>
          <DownloadIcon aria-hidden="true" />
          Export CSV
        </Button>
      </div>
    </div>
  );
}
