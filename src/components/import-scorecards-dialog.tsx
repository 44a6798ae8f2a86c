import { CheckCircle2, Download, FileUp, XCircle } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useImportableMatches } from '@/api/scorecard-import/get-importable-matches';
import { useMatchEntrants } from '@/api/scorecard-import/get-match-entrants';
import { useImportScorecards } from '@/api/scorecard-import/import-scorecards';
import { startsLikeFormula, toCsv } from '@/lib/csv';
import { downloadTextFile } from '@/lib/download';
import { formatDate } from '@/lib/format';
import { HOLE_COUNT } from '@/domain/scorecard';
import { SCORECARD_CSV_COLUMNS, parseScorecardCsv } from '@/lib/scorecard-csv';

type Props = {
  /** The button's text: 'Import Scorecards' on the dashboard, the spec's 'Import CSV' on the match page. */
  label: string;
  /** The match to import into; without one, the dialog offers the matches that still accept scores. */
  matchId?: string;
  /** Called with the players whose cards were replaced. */
  onImported?: (playerIds: string[]) => unknown;
};

/**
 * Import Scorecards (DESIGN rule 13): a CSV in the format of src/lib/scorecard-csv.ts for an open match;
 * every row is checked before anything is written. Reached from the dashboard and the match's Scores tab.
 */
export function ImportScorecardsDialog({ label, matchId: fixedMatchId, onImported }: Props) {
  const [open, setOpen] = useState(false);
  const [chosenMatchId, setMatchId] = useState<string | null>(null);
  const matchId = fixedMatchId ?? chosenMatchId;
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [fileInputKey, setFileInputKey] = useState(0);
  const [readError, setReadError] = useState<string | null>(null);
  const matches = useImportableMatches(open && fixedMatchId === undefined);
  const entrants = useMatchEntrants(open ? matchId : null);
  const importScorecards = useImportScorecards({ onImported });
  const ids = { match: useId(), file: useId() };

  const parsed = useMemo(() => (file && entrants.data ? parseScorecardCsv(file.text, entrants.data) : null), [file, entrants.data]);
  const errorCount = parsed ? parsed.fileErrors.length + parsed.rows.filter((row) => row.errors.length > 0).length : 0;

  const reset = () => {
    setMatchId(null);
    setFile(null);
    setReadError(null);
    setFileInputKey((key) => key + 1);
  };
  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) reset();
  };

  const readFile = async (chosen: File | undefined) => {
    setReadError(null);
    if (!chosen) return setFile(null);
    try {
      setFile({ name: chosen.name, text: await chosen.text() });
    } catch (error) {
      setFile(null);
      setReadError(error instanceof Error ? error.message : 'Could not read the file');
    }
  };

  const downloadTemplate = () => {
    // A name a spreadsheet would run as a formula is written as the player id instead (the import reads both).
    const rows = (entrants.data?.entrants ?? []).map((entrant) => [
      startsLikeFormula(entrant.name) ? entrant.id : entrant.name,
      ...Array<null>(HOLE_COUNT).fill(null),
    ]);
    downloadTextFile('scorecards-template.csv', toCsv(SCORECARD_CSV_COLUMNS, rows));
  };

  const submit = () => {
    if (!matchId || !parsed?.importRows) return;
    importScorecards.mutate({ matchId, rows: parsed.importRows }, { onSuccess: () => changeOpen(false) });
  };

  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <FileUp aria-hidden /> {label}
      </Button>
      <Dialog open={open} onOpenChange={changeOpen}>
        <DialogContent className="sm:max-w-3xl">
          <DialogHeader>
            <DialogTitle>Import Scorecards</DialogTitle>
            <DialogDescription>
              A CSV with the columns <code className="text-xs">player, hole_1 … hole_18</code> (an exported file works too). The player is a
              name, nickname or player id of an entrant; scores are 1–12, blank for holes not played. Nothing is saved unless every row is
              valid.
            </DialogDescription>
          </DialogHeader>

          <div className={fixedMatchId === undefined ? 'grid grid-cols-1 gap-4 sm:grid-cols-2' : 'grid grid-cols-1 gap-4'}>
            {fixedMatchId === undefined && (
              <div className="grid grid-cols-1 gap-1.5">
                <Label htmlFor={ids.match}>Match</Label>
                {matches.isPending ? (
                  <Skeleton className="h-11 md:h-9" />
                ) : matches.isError ? (
                  <p className="text-sm text-destructive">Could not load matches: {matches.error.message}</p>
                ) : matches.data.length === 0 ? (
                  <p className="text-sm text-muted-foreground">No open matches to import into.</p>
                ) : (
                  <Select value={matchId ?? ''} onValueChange={(value) => setMatchId(value)}>
                    <SelectTrigger id={ids.match} className="w-full">
                      <SelectValue placeholder="Choose a match" />
                    </SelectTrigger>
                    <SelectContent>
                      {matches.data.map((match) => (
                        <SelectItem key={match.id} value={match.id}>
                          {match.name} · {formatDate(match.date)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              </div>
            )}
            <div className="grid grid-cols-1 gap-1.5">
              <Label htmlFor={ids.file}>CSV file</Label>
              <Input key={fileInputKey} id={ids.file} type="file" accept=".csv,text/csv" onChange={(event) => void readFile(event.target.files?.[0])} />
            </div>
          </div>

          {matchId && (
            <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
              {entrants.isPending ? (
                <span className="flex items-center gap-2">
                  <Spinner /> Loading entrants...
                </span>
              ) : entrants.isError ? (
                <span className="text-destructive">Could not load the entrants: {entrants.error.message}</span>
              ) : (
                <span>
                  {entrants.data.entrants.length} {entrants.data.entrants.length === 1 ? 'entrant' : 'entrants'} in this match
                </span>
              )}
              <Button variant="link" size="sm" onClick={downloadTemplate} disabled={!entrants.data}>
                <Download aria-hidden /> Download template
              </Button>
            </div>
          )}

          {readError && (
            <Alert variant="destructive">
              <AlertTitle>Failed to parse CSV file</AlertTitle>
              <AlertDescription>{readError}</AlertDescription>
            </Alert>
          )}

          {parsed && (
            <div className="grid grid-cols-1 gap-3">
              {parsed.fileErrors.length > 0 && (
                <Alert variant="destructive">
                  <XCircle aria-hidden />
                  <AlertTitle>This file cannot be imported</AlertTitle>
                  <AlertDescription>
                    <ul className="list-disc pl-4">
                      {parsed.fileErrors.map((error) => (
                        <li key={error}>{error}</li>
                      ))}
                    </ul>
                  </AlertDescription>
                </Alert>
              )}
              {parsed.rows.length > 0 && (
                <>
                  <p className="text-sm" role="status">
                    {file?.name}: {parsed.rows.length} {parsed.rows.length === 1 ? 'row' : 'rows'},{' '}
                    {errorCount === 0 ? 'all valid.' : `${errorCount} with errors — fix them and choose the file again.`}
                  </p>
                  <div className="max-h-[40vh] overflow-y-auto rounded-md border">
                    <Table>
                      <TableHeader>
                        <TableRow>
                          <TableHead numeric>Row</TableHead>
                          <TableHead>Player</TableHead>
                          <TableHead numeric>Holes</TableHead>
                          <TableHead numeric>Gross</TableHead>
                          <TableHead>Check</TableHead>
                        </TableRow>
                      </TableHeader>
                      <TableBody>
                        {parsed.rows.map((row) => {
                          const played = row.holes.filter((score) => score !== null);
                          return (
                            <TableRow key={row.row}>
                              <TableCell numeric>{row.row}</TableCell>
                              <TableCell className="font-medium">{row.entrant?.name ?? (row.player.trim() || '—')}</TableCell>
                              <TableCell numeric>{played.length}</TableCell>
                              <TableCell numeric>{played.reduce<number>((sum, score) => sum + (score ?? 0), 0)}</TableCell>
                              <TableCell className="whitespace-normal">
                                {row.skipped ? (
                                  <span className="text-muted-foreground">No scores: skipped</span>
                                ) : row.errors.length === 0 ? (
                                  <span className="flex items-center gap-1 text-success">
                                    <CheckCircle2 aria-hidden className="size-4" /> OK
                                  </span>
                                ) : (
                                  <ul className="grid grid-cols-1 gap-0.5 text-destructive">
                                    {row.errors.map((error) => (
                                      <li key={error} className="flex items-start gap-1">
                                        <XCircle aria-hidden className="mt-0.5 size-4 shrink-0" /> {error}
                                      </li>
                                    ))}
                                  </ul>
                                )}
                              </TableCell>
                            </TableRow>
                          );
                        })}
                      </TableBody>
                    </Table>
                  </div>
                </>
              )}
            </div>
          )}

          <DialogFooter>
            <Button variant="outline" onClick={() => changeOpen(false)}>
              Cancel
            </Button>
            <Button variant="forest" disabled={!parsed?.importRows || importScorecards.isPending} onClick={submit}>
              {importScorecards.isPending
                ? 'Importing...'
                : parsed?.importRows
                  ? `Import ${parsed.importRows.length} ${parsed.importRows.length === 1 ? 'Scorecard' : 'Scorecards'}`
                  : 'Import'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
