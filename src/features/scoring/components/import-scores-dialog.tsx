import { UploadIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { useImportScorecards } from '../api/import-scorecards';
import { parseScorecardsCsv, type CsvImport, type CsvPlayer } from '../lib/scorecards-csv';

export type ImportScoresDialogProps = {
  matchId: string;
  players: readonly CsvPlayer[];
  /** Called with the players whose cards were replaced. */
  onImported: (playerIds: string[]) => void;
};

/** Import CSV (admins): validated row by row in the browser, then written all-or-nothing. */
export function ImportScoresDialog({ matchId, players, onImported }: ImportScoresDialogProps) {
  const [open, setOpen] = useState(false);
  const [parsed, setParsed] = useState<(CsvImport & { fileName: string }) | null>(null);
  const importMutation = useImportScorecards();
  const inputId = useId();
  const names = new Map(players.map((p) => [p.player_id, p.name]));

  const reset = (next: boolean) => {
    setOpen(next);
    if (!next) setParsed(null);
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return setParsed(null);
    try {
      setParsed({ ...parseScorecardsCsv(await file.text(), players), fileName: file.name });
    } catch (error) {
      setParsed({ rows: [], errors: [`Failed to parse CSV file: ${error instanceof Error ? error.message : String(error)}`], fileName: file.name });
    }
  };

  const rows = parsed?.rows ?? [];
  const submit = () =>
    importMutation.mutate(
      { matchId, rows },
      {
        onSuccess: (count) => {
          toast.success(`Imported ${count} ${count === 1 ? 'scorecard' : 'scorecards'}`);
          onImported(rows.map((r) => r.player_id));
          reset(false);
        },
      },
    );

  return (
    <Dialog open={open} onOpenChange={reset}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <UploadIcon aria-hidden="true" />
          Import CSV
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Import Scorecards</DialogTitle>
          <DialogDescription>
            A CSV with a player column (name or id) and columns hole_1 to hole_18. Scores are whole numbers from 1 to 12; a
            blank cell means no score. Every row is checked before anything is saved.
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-2">
          <Label htmlFor={inputId}>CSV file</Label>
          <input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => void onFile(event.currentTarget.files?.[0])}
            className="text-sm file:mr-3 file:h-10 file:rounded-md file:border file:bg-background file:px-3 file:text-sm file:font-medium"
          />
        </div>
        {parsed && parsed.errors.length > 0 && (
          <Alert variant="destructive">
            <AlertTitle>Please fix the following errors:</AlertTitle>
            <AlertDescription>
              <ul className="list-disc pl-4">
                {parsed.errors.map((error) => (
                  <li key={error}>{error}</li>
                ))}
              </ul>
            </AlertDescription>
          </Alert>
        )}
        {parsed && parsed.errors.length === 0 && (
          <p className="text-sm">
            Ready to import {rows.length} {rows.length === 1 ? 'scorecard' : 'scorecards'}:{' '}
            {rows.map((r) => names.get(r.player_id)).join(', ')}. Existing cards for these players are replaced.
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => reset(false)}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={rows.length === 0 || importMutation.isPending}>
            {importMutation.isPending ? 'Importing...' : 'Import'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
