import { z } from 'zod';

/**
 * The mailer's rule (supabase/functions/_shared/validate.ts; private.is_valid_email in the database):
 * local@domain.tld without whitespace, @ , ; < > " ( ) [ ] or \, at most 254 characters.
 */
export const EMAIL_FORMAT = /^[^\s@,;<>"()[\]\\]+@[^\s@,;<>"()[\]\\]+\.[^\s@,;<>"()[\]\\]+$/;

/** An e-mail address field with the spec's messages (§5), trimmed and lowercased. */
export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Please enter a valid email address')
  .regex(EMAIL_FORMAT, 'Please enter a valid email address');

/** A player's identity fields with the spec's messages (§5): sign-up and profile edit share them. */
export const playerFieldsSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100, 'Name must be 100 characters or less'),
  nickname: z
    .string()
    .trim()
    .refine((value) => value === '' || (value.length >= 2 && value.length <= 30), 'Nickname must be 2-30 characters'),
  email: emailField,
  ghin: z.string().trim().min(1, 'GHIN is required').regex(/^\d{6,10}$/, 'GHIN must be 6-10 digits'),
});
