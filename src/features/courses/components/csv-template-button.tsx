import { DownloadIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { downloadTextFile } from '@/lib/download';
import { CSV_TEMPLATE } from '../lib/tee-set-csv';

export const CSV_TEMPLATE_FILE_NAME = 'tee-set-template.csv';

/** Downloads the tee-set CSV template (Hole, Par, StrokeIndex; 18 example rows). */
export function CsvTemplateButton({ children = 'CSV Template', ...props }: ComponentProps<typeof Button>) {
  return (
    <Button type="button" variant="outline" onClick={() => downloadTextFile(CSV_TEMPLATE_FILE_NAME, CSV_TEMPLATE)} {...props}>
      <DownloadIcon aria-hidden="true" />
      {children}
    </Button>
  );
}
