import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { normaliseCurve, payoutCurvesSchema, type PayoutCurvesValues } from '../lib/payout-curves-schema';

const BANDS = [
  { name: 'small', label: 'Small field', hint: 'Up to 8 players' },
  { name: 'medium', label: 'Medium field', hint: '9–16 players' },
  { name: 'large', label: 'Large field', hint: '17 or more players' },
] as const;

type Props = {
  defaultValues: PayoutCurvesValues;
  onSave: (values: PayoutCurvesValues) => void;
  isPending: boolean;
};

/** Place-payout percentages per field size; each curve must add up to 100%. */
export function PayoutCurvesForm({ defaultValues, onSave, isPending }: Props) {
  const form = useForm<PayoutCurvesValues>({ resolver: zodResolver(payoutCurvesSchema), defaultValues, values: defaultValues });
  const submit = form.handleSubmit((values) =>
    onSave({ small: normaliseCurve(values.small), medium: normaliseCurve(values.medium), large: normaliseCurve(values.large) }),
  );

  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-4">
        {BANDS.map((band) => (
          <FormField
            key={band.name}
            control={form.control}
            name={band.name}
            render={({ field }) => (
              <FormItem>
                <FormLabel>{band.label}</FormLabel>
                <FormControl>
                  <Input className="num" placeholder="e.g. 60, 40" {...field} />
                </FormControl>
                <FormDescription>{band.hint} · percentages by place, comma-separated</FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
        ))}
        <div>
          <Button type="submit" variant="forest" disabled={isPending}>
            {isPending ? 'Saving...' : 'Save Payout Curves'}
          </Button>
        </div>
      </form>
    </Form>
  );
}
