import type { TeeSet } from '@/api/courses/types';
import { downloadTextFile } from '@/lib/download';
import { teeSetFileName } from './file-name';
import { teeSetToCsv } from './tee-set-csv';

/** Downloads one tee set as 'Hole,Par,StrokeIndex', named from the course and the tee label. */
export function exportTeeSetCsv(courseName: string, teeSet: TeeSet) {
  downloadTextFile(teeSetFileName(courseName, teeSet.label, 'csv'), teeSetToCsv(teeSet.par_by_hole, teeSet.stroke_index_by_hole));
}
