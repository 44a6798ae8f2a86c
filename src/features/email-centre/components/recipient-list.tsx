import { Checkbox } from '@/components/ui/checkbox';
import { Skeleton } from '@/components/ui/skeleton';
import type { Recipient } from '../lib/campaign';

type Props = {
  /** null while the first answer for this search is on its way. */
  rows: Recipient[] | null;
  search: string;
  isChecked: (recipient: Recipient) => boolean;
  onToggle: (recipient: Recipient, on: boolean) => void;
  /** The previous page is on screen while the next one loads. */
  stale: boolean;
  busy: boolean;
};

/** One page of players, each with a checkbox named by name and e-mail. */
export function RecipientList({ rows, search, isChecked, onToggle, stale, busy }: Props) {
  return (
    <ul className={`max-h-72 divide-y overflow-y-auto rounded-md border ${stale ? 'opacity-60' : ''}`} aria-label="Individual recipients" aria-busy={busy}>
      {rows === null && (
        <li className="p-2">
          <Skeleton className="h-24" />
        </li>
      )}
      {rows?.length === 0 && <li className="px-3 py-2 text-sm text-muted-foreground">No player matches “{search}”.</li>}
      {rows?.map((recipient) => (
        <li key={recipient.id}>
          <label className="flex min-h-11 items-center gap-3 px-3 py-2 text-sm hover:bg-muted/50">
            <Checkbox checked={isChecked(recipient)} onCheckedChange={(on) => onToggle(recipient, on === true)} aria-label={`${recipient.name} (${recipient.email})`} />
            <span className="min-w-0">
              <span className="block font-medium">{recipient.name}</span>
              <span className="block truncate text-muted-foreground">{recipient.email}</span>
            </span>
          </label>
        </li>
      ))}
    </ul>
  );
}
