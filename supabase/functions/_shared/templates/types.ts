import type { Branding } from './layout.ts';

export type Payload = Record<string, unknown>;

/** What a message is rendered with, besides its own payload. */
export interface RenderContext {
  branding: Branding;
  /** Base URL of the app for links given as paths (setting appUrl, else APP_URL). */
  appUrl: string;
  /** Club time zone (setting clubTimezone) for dates and times. */
  timeZone: string;
  /** The clock (DTSTAMP of calendar attachments). */
  now: Date;
  /** The sender address (setting fromEmail), shown as the calendar organizer. */
  fromEmail: string;
  /** How to pay the league (setting paymentInstructions), shown where money is due; absent or empty: none. */
  paymentInstructions?: string | null;
}

export interface Attachment {
  filename: string;
  content: string;
  contentType: string;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
  attachments: Attachment[];
}

/** A template's own part: the layout adds header, footer and the document around it. */
export interface TemplateBody {
  subject: string;
  preheader: string;
  html: string;
  text: string;
  footerNote?: string;
  attachments?: Attachment[];
}

export type Template = (payload: Payload, context: RenderContext) => TemplateBody;

/** A message that can never be rendered (unknown template, missing data): retrying will not help. */
export class TemplateError extends Error {
  override name = 'TemplateError';
}
