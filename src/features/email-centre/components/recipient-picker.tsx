import { useId, type Dispatch } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useEmailRecipients } from '../api/get-email-recipients';
import type { RecipientFetcher } from '../lib/campaign';
import type { ComposeAction, ComposeState } from '../lib/compose-state';
import { RecipientList } from './recipient-list';
import { RecipientPager } from './recipient-pager';

/** Players per page of the recipient picker. */
export const RECIPIENT_PAGE_SIZE = 50;

type Props = {
  /** The league whose players are the audience; absent: the whole club. */
  league?: { id: string; name: string };
  state: ComposeState;
  dispatch: Dispatch<ComposeAction>;
  fetchRecipients: RecipientFetcher;
  /** Every active player with an e-mail (undefined while loading). */
  audienceSize: number | undefined;
  audienceError: Error | null;
  chosenCount: number;
  disabled: boolean;
};

/** 'All Active Players' or players picked by hand from a searchable, paged list. */
export function RecipientPicker({ league, state, dispatch, fetchRecipients, audienceSize, audienceError, chosenCount, disabled }: Props) {
  const findId = useId();
  const search = useDebouncedValue(state.find.trim(), 250);
  const page = useEmailRecipients({ search, limit: RECIPIENT_PAGE_SIZE, offset: state.offset, leagueId: state.leagueId }, fetchRecipients);
  const found = page.data?.total ?? 0;

  return (
    <fieldset className="grid grid-cols-1 gap-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium">Recipients</legend>
      {audienceError ? (
        <p className="text-sm text-destructive">Could not load players: {audienceError.message}</p>
      ) : audienceSize === undefined ? (
        <div className="grid grid-cols-1 gap-2">
          <Skeleton className="h-8" />
          <Skeleton className="h-24" />
        </div>
      ) : audienceSize === 0 ? (
        <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">No active players with email addresses found</p>
      ) : (
        <>
          <label className="flex min-h-11 items-center gap-3 rounded-md border bg-muted/40 px-3 py-2 text-sm font-medium">
            <Checkbox checked={state.all} onCheckedChange={(on) => dispatch({ type: 'allToggled', on: on === true })} />
            {league ? `All active players of ${league.name} (${audienceSize})` : `All Active Players (${audienceSize})`}
          </label>
          <div className="grid grid-cols-1 gap-1.5">
            <Label htmlFor={findId} className="sr-only">
              Find a player
            </Label>
            <Input
              id={findId}
              type="search"
              placeholder="Find a player by name or e-mail..."
              value={state.find}
              onChange={(event) => dispatch({ type: 'findChanged', find: event.target.value })}
            />
          </div>
          {page.error ? (
            <p className="text-sm text-destructive">Could not load players: {page.error.message}</p>
          ) : (
            <RecipientList
              rows={page.data?.rows ?? null}
              search={search}
              isChecked={(recipient) => !state.all && state.picked.has(recipient.id)}
              onToggle={(recipient, on) => dispatch({ type: 'recipientToggled', recipient, on })}
              stale={page.isPlaceholderData}
              busy={page.isFetching}
            />
          )}
          {found > RECIPIENT_PAGE_SIZE && (
            <RecipientPager
              offset={state.offset}
              pageSize={RECIPIENT_PAGE_SIZE}
              shown={page.data?.rows.length ?? 0}
              total={found}
              busy={page.isFetching}
              onOffsetChange={(offset) => dispatch({ type: 'pageChanged', offset })}
            />
          )}
          <p className="num text-sm text-muted-foreground" aria-live="polite">
            {chosenCount} {chosenCount === 1 ? 'recipient' : 'recipients'} selected
          </p>
        </>
      )}
    </fieldset>
  );
}
