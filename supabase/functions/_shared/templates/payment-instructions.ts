// The league's payment instructions (setting paymentInstructions, e.g. "Venmo @club-treasurer"), as a
// block any message about money due can show; empty when the league has none.
import { quoteHtml } from './layout.ts';
import { escapeHtml } from './markup.ts';
import type { RenderContext } from './types.ts';

export function paymentInstructionsBlock(context: RenderContext): { html: string; text: string } {
  const instructions = context.paymentInstructions?.trim() ?? '';
  if (!instructions) return { html: '', text: '' };
  return {
    html: quoteHtml('How to pay', escapeHtml(instructions).replace(/\n/g, '<br>')),
    text: `How to pay:\n${instructions}`,
  };
}
