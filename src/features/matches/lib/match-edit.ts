import type { MatchRecord } from '@/api/matches/get-match-detail';
import type { StartMode } from '@/lib/match-time';
import type { MatchChanges } from '../api/update-match';

/** The Edit match form's values, as text where the inputs hold text. */
export type MatchEditValues = {
  name: string;
  /** 'yyyy-MM-dd' */
  date: string;
  /** 'HH:MM' */
  startTime: string;
  startMode: StartMode;
  format: string;
  courseId: string;
  teesetId: string;
  /** Blank = unlimited. */
  capacity: string;
  notes: string;
  requirePayment: boolean;
  allowWaitlist: boolean;
};

export function matchEditValues(match: MatchRecord): MatchEditValues {
  return {
    name: match.name,
    date: match.date.slice(0, 10),
    startTime: (match.start_time ?? '08:00').slice(0, 5),
    startMode: match.start_mode ?? 'TEE_TIMES',
    format: match.format ?? '',
    courseId: match.course_id ?? '',
    teesetId: match.teeset_id ?? '',
    capacity: match.capacity === null ? '' : String(match.capacity),
    notes: match.notes ?? '',
    requirePayment: match.require_payment_before_play,
    allowWaitlist: match.allow_waitlist,
  };
}

/** Field → message for what the server would refuse anyway (the spec's messages). */
export function matchEditProblems(values: MatchEditValues): Partial<Record<keyof MatchEditValues, string>> {
  const problems: Partial<Record<keyof MatchEditValues, string>> = {};
  if (values.name.trim() === '') problems.name = 'Match name is required';
  if (values.date === '') problems.date = 'Match date is required';
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(values.startTime)) problems.startTime = 'Start time is required';
  if (values.teesetId === '') problems.teesetId = 'Tee set selection is required';
  const capacity = values.capacity.trim();
  if (capacity !== '' && !(/^\d+$/.test(capacity) && Number(capacity) >= 1)) problems.capacity = 'Capacity must be at least 1';
  return problems;
}

/** Only what changed, as rpc update_match takes it (so the audit and the e-mail name just those fields). */
export function matchEditChanges(before: MatchEditValues, after: MatchEditValues): MatchChanges {
  const changes: MatchChanges = {};
  if (after.name.trim() !== before.name) changes.name = after.name.trim();
  if (after.date !== before.date) changes.date = after.date;
  if (after.startTime !== before.startTime) changes.start_time = after.startTime;
  if (after.startMode !== before.startMode) changes.start_mode = after.startMode;
  if (after.format !== before.format) changes.format = after.format || null;
  if (after.courseId !== before.courseId || after.teesetId !== before.teesetId) {
    changes.course_id = after.courseId;
    changes.teeset_id = after.teesetId;
  }
  if (after.capacity.trim() !== before.capacity) changes.capacity = after.capacity.trim() === '' ? null : Number(after.capacity.trim());
  if (after.notes.trim() !== before.notes) changes.notes = after.notes.trim() === '' ? null : after.notes.trim();
  if (after.requirePayment !== before.requirePayment) changes.require_payment_before_play = after.requirePayment;
  if (after.allowWaitlist !== before.allowWaitlist) changes.allow_waitlist = after.allowWaitlist;
  return changes;
}
