import { useFormContext } from 'react-hook-form';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { League } from '@/api/leagues/get-leagues';
import type { CreateMatchValues } from '../api/create-match';

/** Which league the new match is in (only shown in a club of several leagues: DESIGN rule 25). */
export function LeagueCard({ leagues }: { leagues: League[] }) {
  const { control } = useFormContext<CreateMatchValues>();
  return (
    <Card>
      <CardHeader>
        <CardTitle>League</CardTitle>
        <CardDescription>The match is played in its league's season of that date, by its settings.</CardDescription>
      </CardHeader>
      <CardContent>
        <FormField
          control={control}
          name="leagueId"
          render={({ field }) => (
            <FormItem>
              <FormLabel>League</FormLabel>
              <Select value={field.value} onValueChange={field.onChange}>
                <FormControl>
                  <SelectTrigger className="w-full sm:w-80">
                    <SelectValue placeholder="Choose a league" />
                  </SelectTrigger>
                </FormControl>
                <SelectContent>
                  {leagues.map((league) => (
                    <SelectItem key={league.id} value={league.id}>
                      {league.name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <FormMessage />
            </FormItem>
          )}
        />
      </CardContent>
    </Card>
  );
}
