import { CopyIcon, FileDownIcon, PencilIcon, PrinterIcon, StarIcon, Trash2Icon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { backNinePar, frontNinePar, totalPar } from '../lib/par';
import type { TeeSet } from '@/api/courses/types';

type TeeSetCardProps = {
  teeSet: TeeSet;
  onEdit: () => void;
  onCopy: () => void;
  onPdf: () => void;
  onCsv: () => void;
  onDelete: () => void;
};

/** One tee set on the course page (spec §2): label, default star, rating, slope, pars, holes, actions. */
export function TeeSetCard({ teeSet, onEdit, onCopy, onPdf, onCsv, onDelete }: TeeSetCardProps) {
  const stats = [
    ['Rating', Number(teeSet.rating).toFixed(1)],
    ['Slope', String(teeSet.slope)],
    ['Front', String(frontNinePar(teeSet.par_by_hole))],
    ['Back', String(backNinePar(teeSet.par_by_hole))],
    ['Total', String(totalPar(teeSet.par_by_hole))],
  ] as const;

  return (
    <article aria-label={`${teeSet.label} tees`} className="grid gap-4 rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="flex items-center gap-2 text-base font-semibold">
          {teeSet.is_default && <StarIcon aria-hidden="true" className="size-4 fill-gold text-gold-ink" />}
          {teeSet.label}
          {teeSet.is_default && <Badge variant="gold">Default</Badge>}
        </h3>
        <p className="text-xs text-muted-foreground">Updated {formatDate(teeSet.updated_at)}</p>
      </div>

      <dl className="grid grid-cols-5 gap-2 text-center">
        {stats.map(([label, value]) => (
          <div key={label} className="rounded-md bg-muted/60 px-1 py-2">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="num text-base font-semibold">{value}</dd>
          </div>
        ))}
      </dl>

      <div className="overflow-x-auto">
        <table className="num w-full min-w-[30rem] table-fixed text-center text-xs">
          <caption className="sr-only">Par and stroke index by hole, {teeSet.label} tees</caption>
          <thead>
            <tr className="text-muted-foreground">
              <th scope="row" className="w-9 py-1 pr-2 text-left font-medium">
                Hole
              </th>
              {teeSet.par_by_hole.map((_, hole) => (
                <th key={hole} scope="col" className={hole === 9 ? 'border-l py-1 font-medium' : 'py-1 font-medium'}>
                  {hole + 1}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row" className="py-1 pr-2 text-left font-medium text-muted-foreground">
                Par
              </th>
              {teeSet.par_by_hole.map((par, hole) => (
                <td key={hole} className={hole === 9 ? 'border-l py-1 font-medium' : 'py-1 font-medium'}>
                  {par}
                </td>
              ))}
            </tr>
            <tr className="text-muted-foreground">
              <th scope="row" className="py-1 pr-2 text-left font-medium">
                SI
              </th>
              {teeSet.stroke_index_by_hole.map((index, hole) => (
                <td key={hole} className={hole === 9 ? 'border-l py-1' : 'py-1'}>
                  {index}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>

      <div className="flex items-center gap-1.5 sm:gap-2">
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${teeSet.label} tees`}>
          <PencilIcon aria-hidden="true" className="hidden sm:block" />
          Edit
        </Button>
        <Button variant="outline" size="sm" onClick={onCopy} aria-label={`Copy ${teeSet.label} tees`}>
          <CopyIcon aria-hidden="true" className="hidden sm:block" />
          Copy
        </Button>
        <Button variant="outline" size="sm" onClick={onPdf} aria-label={`PDF scorecard of ${teeSet.label} tees`}>
          <PrinterIcon aria-hidden="true" className="hidden sm:block" />
          PDF
        </Button>
        <Button variant="outline" size="sm" onClick={onCsv} aria-label={`CSV of ${teeSet.label} tees`}>
          <FileDownIcon aria-hidden="true" className="hidden sm:block" />
          CSV
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="ml-auto text-destructive hover:bg-destructive/10 hover:text-destructive"
          onClick={onDelete}
          aria-label={`Delete tee set ${teeSet.label}`}
        >
          <Trash2Icon aria-hidden="true" />
        </Button>
      </div>
    </article>
  );
}
