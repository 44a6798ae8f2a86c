import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { Template } from '../lib/compose-state';

type Props = {
  template: Template;
  onTemplateChange: (template: Template) => void;
  disabled: boolean;
  loading: boolean;
  error: string | null;
};

export function TemplateField({ template, onTemplateChange, disabled, loading, error }: Props) {
  const id = useId();
  return (
    <div className="grid grid-cols-1 gap-1.5">
      <Label htmlFor={id}>Template</Label>
      <Select value={template} onValueChange={(value) => onTemplateChange(value as Template)} disabled={disabled}>
        <SelectTrigger id={id} className="w-full sm:w-64">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="CUSTOM">Custom Message</SelectItem>
          <SelectItem value="WEEKLY_LEADERS">Weekly Leaders</SelectItem>
        </SelectContent>
      </Select>
      {loading && <p className="text-sm text-muted-foreground">Loading this week&apos;s leaders...</p>}
      {error && <p className="text-sm text-destructive">{error}</p>}
    </div>
  );
}
