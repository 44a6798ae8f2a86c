import { SaveIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

type Props = { unsaved: boolean; canSave: boolean; saving: boolean; onSave: () => void };

export function SaveBar({ unsaved, canSave, saving, onSave }: Props) {
  return (
    <div
      className={cn(
        'z-10 flex items-center justify-end gap-3 rounded-lg border bg-background/95 px-3 py-2 shadow-sm backdrop-blur supports-backdrop-filter:bg-background/80',
        // Within thumb reach while there is something to save; in place otherwise.
        unsaved && 'sticky bottom-2',
      )}
    >
      {unsaved && (
        <Badge variant="warning" className="mr-auto">
          Unsaved changes
        </Badge>
      )}
      <Button onClick={onSave} disabled={!canSave || saving} className="min-w-28">
        <SaveIcon aria-hidden="true" />
        {saving ? 'Saving...' : 'Save'}
      </Button>
    </div>
  );
}
