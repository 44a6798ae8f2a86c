import { format } from 'date-fns';

/** 'May 4, 6:00 PM' for sent/responded/deadline timestamps. */
export const formatDateTime = (value: string) => format(new Date(value), 'MMM d, h:mm a');
