import type { ReactNode } from 'react';
import { useFormContext, type FieldPathByValue } from 'react-hook-form';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import type { CreateMatchValues } from '../api/create-match';
import { useLeagueTimeZone } from '@/api/settings/use-league-time-zone';
import { START_MODE_LABEL, type StartMode } from '@/lib/match-time';
import { MATCH_FORMATS } from '../lib/match-status';

function SwitchField({ name, label, description }: { name: FieldPathByValue<CreateMatchValues, boolean>; label: string; description: ReactNode }) {
  const { control } = useFormContext<CreateMatchValues>();
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className="flex items-center justify-between gap-3 rounded-lg border p-3">
          <div className="grid gap-1">
            <FormLabel>{label}</FormLabel>
            <FormDescription>{description}</FormDescription>
          </div>
          <FormControl>
            <Switch checked={field.value} onCheckedChange={field.onChange} />
          </FormControl>
        </FormItem>
      )}
    />
  );
}

/** Create Match, second card: name, date, start time and mode, format, seats, notes and the payment and waitlist rules. */
export function MatchDetailsCard() {
  const { control } = useFormContext<CreateMatchValues>();
  const timeZone = useLeagueTimeZone();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Match Details</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <FormField
          control={control}
          name="name"
          render={({ field }) => (
            <FormItem className="sm:col-span-2">
              <FormLabel>Match name</FormLabel>
              <FormControl>
                <Input placeholder="e.g. Saturday Skins" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={control}
          name="date"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Date</FormLabel>
              <FormControl>
                <Input type="date" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={control}
          name="startTime"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Start time</FormLabel>
              <FormControl>
                <Input type="time" step={300} className="num" {...field} />
              </FormControl>
              <FormDescription>Club time ({timeZone.replace(/_/g, ' ')}).</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={control}
          name="startMode"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Start</FormLabel>
              <Select value={field.value} onValueChange={field.onChange}>
                <FormControl>
                  <SelectTrigger className="w-full">
                    <SelectValue />
                  </SelectTrigger>
                </FormControl>
                <SelectContent>
                  {(Object.keys(START_MODE_LABEL) as StartMode[]).map((mode) => (
                    <SelectItem key={mode} value={mode}>
                      {START_MODE_LABEL[mode]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <FormDescription>Tee times: groups go off in turn. Shotgun: every group at once.</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={control}
          name="format"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Format</FormLabel>
              <Select value={field.value} onValueChange={field.onChange}>
                <FormControl>
                  <SelectTrigger className="w-full">
                    <SelectValue />
                  </SelectTrigger>
                </FormControl>
                <SelectContent>
                  {MATCH_FORMATS.map((format) => (
                    <SelectItem key={format} value={format}>
                      {format}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={control}
          name="capacity"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Capacity</FormLabel>
              <FormControl>
                <Input type="number" inputMode="numeric" min={1} placeholder="Unlimited" className="num" {...field} />
              </FormControl>
              <FormDescription>Leave blank for unlimited seats.</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={control}
          name="notes"
          render={({ field }) => (
            <FormItem className="sm:col-span-2">
              <FormLabel>Notes</FormLabel>
              <FormControl>
                <Textarea rows={3} placeholder="Tee times, dress code, anything players should know" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <SwitchField name="requirePayment" label="Require payment before play" description="Results can only be finalized when every entry is paid." />
        <SwitchField name="allowWaitlist" label="Allow waitlist" description="When the match is full, new acceptances join a waitlist." />
        <SwitchField name="openSignup" label="Open for sign-up" description="Active members can join from the match page without an invitation." />
      </CardContent>
    </Card>
  );
}
