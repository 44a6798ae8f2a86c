import { useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { GameChoice } from '../api/create-match';
import type { CatalogGame } from '@/api/game-catalog/get-game-catalog';
import { gameFormats, playedInTeams } from '@/api/game-catalog/game-formats';
import { POT_CALC_LABEL, POT_CALC_OPTION, POT_CALCS } from '../lib/pot-calc';

type Props<T extends FieldValues & { games: GameChoice[] }> = { game: CatalogGame; index: number; control: Control<T> };

/** One game of Create Match / Edit Games: enable, how the pot is funded, buy-in; Match Play and Four-Ball a format. */
export function GameChoiceRow<T extends FieldValues & { games: GameChoice[] }>({ game, index, control }: Props<T>) {
  const name = (field: keyof GameChoice) => `games.${index}.${field}` as Path<T>;
  const enabled = useWatch({ control, name: name('enabled') }) as boolean;
  const potCalc = useWatch({ control, name: name('potCalc') }) as GameChoice['potCalc'];
  const format = useWatch({ control, name: name('format') }) as string;
  const formats = gameFormats(game.code);
  return (
    <div className="grid gap-3 rounded-lg border p-3 md:grid-cols-[1fr_14rem_8rem] md:items-start">
      <FormField
        control={control}
        name={name('enabled')}
        render={({ field }) => (
          <FormItem className="flex items-start gap-3">
            <FormControl>
              <Checkbox
                className="mt-0.5"
                checked={field.value as boolean}
                onCheckedChange={(checked) => field.onChange(checked === true)}
              />
            </FormControl>
            <div className="grid gap-1">
              <FormLabel className="font-medium">{game.name}</FormLabel>
              <FormDescription>
                {POT_CALC_LABEL[potCalc]}
                {playedInTeams(game.code, format) && ' · teams of 2, formed on the tee sheet'}
              </FormDescription>
            </div>
          </FormItem>
        )}
      />
      <div className="grid grid-cols-[minmax(0,1fr)_7rem] gap-2 md:contents">
        <FormField
          control={control}
          name={name('potCalc')}
          render={({ field }) => (
            // minmax(0, 1fr): the item's own grid track may not grow to the label's one-line width (it overlapped the buy-in at 390 px).
            <FormItem className="min-w-0 grid-cols-[minmax(0,1fr)]">
              <FormLabel className="sr-only">{game.name} pot</FormLabel>
              <Select value={field.value as string} onValueChange={field.onChange} disabled={!enabled}>
                <FormControl>
                  {/* The label wraps inside its own width rather than truncating ("Per player (all p…") or pushing the chevron over the buy-in. */}
                  <SelectTrigger className="w-full min-w-0 text-left whitespace-normal data-[size=default]:h-auto data-[size=default]:min-h-11 md:data-[size=default]:h-auto md:data-[size=default]:min-h-9 *:data-[slot=select-value]:line-clamp-none">
                    <SelectValue className="min-w-0" />
                  </SelectTrigger>
                </FormControl>
                <SelectContent>
                  {POT_CALCS.map((calc) => (
                    <SelectItem key={calc} value={calc}>
                      {POT_CALC_OPTION[calc]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </FormItem>
          )}
        />
        <FormField
          control={control}
          name={name('buyIn')}
          render={({ field }) => (
            <FormItem className="min-w-0">
              <FormLabel className="sr-only">{game.name} buy-in</FormLabel>
              <FormControl>
                <Input
                  inputMode="decimal"
                  className="num md:text-right"
                  disabled={!enabled}
                  name={field.name}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  value={field.value as string}
                  onChange={field.onChange}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
      </div>
      {formats.length > 0 && (
        <FormField
          control={control}
          name={name('format')}
          render={({ field }) => (
            <FormItem className="min-w-0 md:col-span-3 md:grid-cols-[auto_14rem] md:items-center md:justify-end">
              <FormLabel className="text-sm font-normal text-muted-foreground">{game.name} format</FormLabel>
              <Select value={field.value as string} onValueChange={field.onChange} disabled={!enabled}>
                <FormControl>
                  <SelectTrigger className="w-full min-w-0">
                    <SelectValue />
                  </SelectTrigger>
                </FormControl>
                <SelectContent>
                  {formats.map((format) => (
                    <SelectItem key={format.value} value={format.value}>
                      {format.label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </FormItem>
          )}
        />
      )}
    </div>
  );
}
