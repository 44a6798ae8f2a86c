import type { FieldErrors, FieldValues } from 'react-hook-form';

/** Every message in a react-hook-form error tree, once each, in field order (for 'Please fix the following errors:'). */
export function collectErrorMessages<T extends FieldValues>(errors: FieldErrors<T>): string[] {
  const messages: string[] = [];
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (typeof record.message === 'string' && record.message !== '' && !messages.includes(record.message)) {
      messages.push(record.message);
    }
    for (const [key, value] of Object.entries(record)) {
      if (key !== 'ref' && key !== 'message' && key !== 'type' && key !== 'types') visit(value);
    }
  };
  visit(errors);
  return messages;
}
