import { useMutation } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { downloadCsv } from '@/lib/csv';
import { fromJson } from '@/lib/database';
import { downloadTextFile } from '@/lib/download';
import { supabase, unwrap } from '@/lib/supabase';
import { myDataToCsv, type MyData } from '../lib/my-data-csv';

export type ExportFormat = 'json' | 'csv';

/** The member's own data (/privacy): profile, handicap logs, entries, payments, results. */
export async function exportMyData(): Promise<MyData> {
  return fromJson<MyData>(unwrap(await supabase.rpc('export_my_data')));
}

/** Reads the data and saves it as a file in the chosen format. */
export async function downloadMyData(format: ExportFormat): Promise<void> {
  const data = await exportMyData();
  const name = `my-league-data-${data.exported_at.slice(0, 10)}`;
  if (format === 'json') downloadTextFile(`${name}.json`, JSON.stringify(data, null, 2), 'application/json;charset=utf-8');
  else downloadCsv(`${name}.csv`, myDataToCsv(data));
}

export function useDownloadMyData() {
  return useMutation({
    mutationFn: downloadMyData,
    meta: { errorMessage: 'Could not download your data' },
    onSuccess: () => toast.success('Your data has been downloaded'),
  });
}
