import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';

type Props = { label: string; description?: string; checked: boolean; disabled?: boolean; onCheckedChange: (checked: boolean) => void };

/** A labelled on/off setting that saves as soon as it is flipped. */
export function SettingSwitch({ label, description, checked, disabled, onCheckedChange }: Props) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 rounded-lg border p-3">
      <div className="grid grid-cols-1 gap-1">
        <Label htmlFor={id}>{label}</Label>
        {description && (
          <p id={`${id}-description`} className="text-sm text-muted-foreground">
            {description}
          </p>
        )}
      </div>
      <Switch
        id={id}
        checked={checked}
        disabled={disabled}
        aria-describedby={description ? `${id}-description` : undefined}
        onCheckedChange={onCheckedChange}
        className="mt-0.5"
      />
    </div>
  );
}
