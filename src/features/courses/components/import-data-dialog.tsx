import { CameraIcon, FileSpreadsheetIcon, ImageOffIcon } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import { toast } from '@/lib/toast';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSaveTeeSet } from '../api/save-tee-set';
import { useUploadScorecardImage } from '../api/upload-scorecard-image';
import { readCsvFile } from '../lib/tee-set-csv';
import { TEE_SET_MESSAGES, validateTeeSet, type TeeSetDraft } from '@/api/courses/validate-tee-set';
import type { Course } from '@/api/courses/types';
import { HOLE_COUNT } from '@/domain/scorecard';
import { CsvTemplateButton } from './csv-template-button';
import { HoleGrid } from './hole-grid';
import { isRasterImage, RASTER_IMAGE_ACCEPT } from '@/lib/raster-image';

export const NO_OCR_MESSAGE =
  'Automatic reading of scorecard photos is not available. The image was saved to the course; enter the holes from it below.';

const NEW_TEE_SET = 'new';

type ImportDataDialogProps = { course: Course | null; onClose: () => void };

/** Import Data (spec §2, §5): holes from a CSV file, or typed in beside a stored scorecard photo. */
export function ImportDataDialog({ course, onClose }: ImportDataDialogProps) {
  return (
    <Dialog open={course !== null} onOpenChange={(open) => !open && onClose()}>
      {course && <ImportDataContent course={course} onClose={onClose} />}
    </Dialog>
  );
}

type Holes = { par: string[]; strokeIndex: string[] };

const blankHoles = (): Holes => ({ par: Array(HOLE_COUNT).fill(''), strokeIndex: Array(HOLE_COUNT).fill('') });
const holesOf = (par: number[], strokeIndex: number[]): Holes => ({
  par: Array.from({ length: HOLE_COUNT }, (_, i) => (par[i] === undefined ? '' : String(par[i]))),
  strokeIndex: Array.from({ length: HOLE_COUNT }, (_, i) => (strokeIndex[i] === undefined ? '' : String(strokeIndex[i]))),
});

function ImportDataContent({ course, onClose }: { course: Course; onClose: () => void }) {
  const save = useSaveTeeSet();
  const upload = useUploadScorecardImage();
  const defaultTee = course.teesets.find((teeSet) => teeSet.is_default) ?? course.teesets[0];
  const [targetId, setTargetId] = useState<string>(defaultTee?.id ?? NEW_TEE_SET);
  const target = course.teesets.find((teeSet) => teeSet.id === targetId) ?? null;
  const [meta, setMeta] = useState({ label: '', rating: '', slope: '' });
  const [holes, setHoles] = useState<Holes>(() => (defaultTee ? holesOf(defaultTee.par_by_hole, defaultTee.stroke_index_by_hole) : blankHoles()));
  // Once holes were read or typed, switching the target keeps them; before that the grid shows the target's holes.
  const [holesTouched, setHolesTouched] = useState(false);
  const [csvStatus, setCsvStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [photoUrl, setPhotoUrl] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);

  const draft: TeeSetDraft = target
    ? { label: target.label, rating: String(target.rating), slope: String(target.slope), ...holes, isDefault: target.is_default }
    : { ...meta, ...holes, isDefault: course.teesets.length === 0 };
  const { errors, value } = validateTeeSet(draft);

  const chooseTarget = (id: string) => {
    setTargetId(id);
    if (holesTouched) return;
    const next = course.teesets.find((teeSet) => teeSet.id === id);
    setHoles(next ? holesOf(next.par_by_hole, next.stroke_index_by_hole) : blankHoles());
  };

  const onCsv = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const result = await readCsvFile(file);
    if (!result.ok) {
      toast.error(result.error);
      setCsvStatus({ ok: false, text: result.error });
      return;
    }
    setHoles(holesOf(result.holes.par, result.holes.strokeIndex));
    setHolesTouched(true);
    setCsvStatus({ ok: true, text: `Read 18 holes from ${file.name}. Check them below, then import.` });
  };

  const onPhoto = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    if (!isRasterImage(file)) {
      toast.error('Please select an image file');
      setPhotoError('Please select an image file');
      event.target.value = '';
      return;
    }
    setPhotoError(null);
    upload.mutate({ courseId: course.id, file }, { onSuccess: (url) => setPhotoUrl(url) });
  };

  const setHole = (field: keyof Holes, hole: number, text: string) => {
    setHolesTouched(true);
    setHoles((current) => ({ ...current, [field]: current[field].map((old, i) => (i === hole ? text : old)) }));
  };

  const runImport = () => {
    setAttempted(true);
    if (!value) {
      toast.error(TEE_SET_MESSAGES.fixErrors);
      return;
    }
    save.mutate(
      { courseId: course.id, teeSetId: target?.id, value },
      {
        onSuccess: () => {
          toast.success('Data imported successfully');
          onClose();
        },
      },
    );
  };

  const cellShown = (text: string) => attempted || text.trim() !== '';
  const parErrors = errors.par.map((error, hole) => (cellShown(holes.par[hole]) ? error : undefined));
  const indexErrors = errors.strokeIndex.map((error, hole) => (cellShown(holes.strokeIndex[hole]) ? error : undefined));
  const showIndexMessage =
    attempted || errors.strokeIndexes === TEE_SET_MESSAGES.strokeIndexesUnique || holes.strokeIndex.every((text) => text.trim() !== '');
  const metaError = (error: string | undefined) => (attempted ? error : undefined);
  const savedImage = photoUrl ?? course.scorecard_image_url;

  return (
    <DialogContent className="grid-cols-[minmax(0,1fr)] sm:max-w-3xl">
      <DialogHeader>
        <DialogTitle>Import Data</DialogTitle>
        <DialogDescription>Load the par and stroke index of all 18 holes of {course.name} into a tee set.</DialogDescription>
      </DialogHeader>

      <div className="grid gap-2">
        <Label htmlFor="import-target">Import into</Label>
        <Select value={targetId} onValueChange={chooseTarget}>
          <SelectTrigger id="import-target" className="w-full sm:w-72">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {course.teesets.map((teeSet) => (
              <SelectItem key={teeSet.id} value={teeSet.id}>
                {teeSet.label} tees{teeSet.is_default ? ' (default)' : ''}
              </SelectItem>
            ))}
            <SelectItem value={NEW_TEE_SET}>New tee set</SelectItem>
          </SelectContent>
        </Select>
      </div>

      {!target && (
        <div className="grid gap-4 sm:grid-cols-3">
          {(
            [
              ['label', 'Tee label', 'e.g. Blue', errors.label],
              ['rating', 'Rating', 'e.g. 71.2', errors.rating],
              ['slope', 'Slope', '55-155', errors.slope],
            ] as const
          ).map(([key, label, placeholder, error]) => (
            <div key={key} className="grid content-start gap-2">
              <Label htmlFor={`import-${key}`}>{label}</Label>
              <Input
                id={`import-${key}`}
                autoComplete="off"
                placeholder={placeholder}
                inputMode={key === 'label' ? undefined : 'decimal'}
                value={meta[key]}
                aria-invalid={Boolean(metaError(error))}
                onChange={(event) => setMeta((current) => ({ ...current, [key]: event.target.value }))}
              />
              {metaError(error) && <p className="text-sm text-destructive">{error}</p>}
            </div>
          ))}
        </div>
      )}

      <Tabs defaultValue="csv">
        <TabsList>
          <TabsTrigger value="csv">
            <FileSpreadsheetIcon aria-hidden="true" />
            CSV file
          </TabsTrigger>
          <TabsTrigger value="photo">
            <CameraIcon aria-hidden="true" />
            Scorecard photo
          </TabsTrigger>
        </TabsList>
        <TabsContent value="csv" className="grid gap-3 pt-2">
          <div className="grid gap-2">
            <Label htmlFor="import-csv">Choose a CSV file</Label>
            <Input id="import-csv" type="file" accept=".csv,text/csv" onChange={onCsv} />
            <p className="text-sm text-muted-foreground">Columns Hole, Par and StrokeIndex, one row for each of the 18 holes.</p>
          </div>
          <div>
            <CsvTemplateButton size="sm">Download template</CsvTemplateButton>
          </div>
          {csvStatus && (
            <p role="status" className={csvStatus.ok ? 'text-sm text-success' : 'text-sm text-destructive'}>
              {csvStatus.text}
            </p>
          )}
        </TabsContent>
        <TabsContent value="photo" className="grid gap-3 pt-2">
          <div className="grid gap-2">
            <Label htmlFor="import-photo">Choose a scorecard photo</Label>
            <Input id="import-photo" type="file" accept={RASTER_IMAGE_ACCEPT} onChange={onPhoto} disabled={upload.isPending} />
            {photoError && <p className="text-sm text-destructive">{photoError}</p>}
            {upload.isPending && (
              <p className="flex items-center gap-2 text-sm text-muted-foreground">
                <Spinner aria-label="Uploading" /> Saving the photo…
              </p>
            )}
          </div>
          {photoUrl && (
            <Alert>
              <ImageOffIcon aria-hidden="true" />
              <AlertTitle>Enter the holes by hand</AlertTitle>
              <AlertDescription>{NO_OCR_MESSAGE}</AlertDescription>
            </Alert>
          )}
          {savedImage && (
            <figure className="grid gap-1">
              <a href={savedImage} target="_blank" rel="noreferrer" className="block overflow-hidden rounded-md border">
                <img src={savedImage} alt={`Scorecard photo of ${course.name}`} className="max-h-72 w-full bg-muted object-contain" />
              </a>
              <figcaption className="text-xs text-muted-foreground">
                {photoUrl ? 'Saved to the course. Open it full size in a new tab.' : 'The scorecard photo saved for this course.'}
              </figcaption>
            </figure>
          )}
        </TabsContent>
      </Tabs>

      <section aria-label="Holes" className="grid grid-cols-1 gap-2">
        <h3 className="text-sm font-semibold">Holes</h3>
        <HoleGrid
          idPrefix="import"
          par={holes.par}
          inputProps={(field, hole) => ({
            value: holes[field][hole],
            onChange: (event) => setHole(field, hole, event.target.value),
          })}
          parErrors={parErrors}
          strokeIndexErrors={indexErrors}
          parMessage={parErrors.some(Boolean) ? TEE_SET_MESSAGES.parRange : undefined}
          strokeIndexesMessage={showIndexMessage ? errors.strokeIndexes : undefined}
        />
      </section>

      {attempted && !value && (
        <Alert variant="destructive">
          <AlertDescription>{TEE_SET_MESSAGES.fixErrors}</AlertDescription>
        </Alert>
      )}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="button" onClick={runImport} disabled={save.isPending || upload.isPending}>
          {save.isPending && <Spinner aria-label="Importing" />}
          Import
        </Button>
      </div>
    </DialogContent>
  );
}
