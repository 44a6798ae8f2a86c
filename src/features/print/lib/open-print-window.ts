import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';

const FRAME_ID = 'fairway-print-frame';

/** Page setup of the printed document: a landscape sheet with modest margins. */
const PAGE_STYLES = `
@page { size: landscape; margin: 12mm; }
html, body { margin: 0; padding: 0; background: #fff; }
body { padding: 12mm; }
@media print { body { padding: 0; } }
`;

let current: { frame: HTMLIFrameElement; root: Root } | null = null;

/**
 * Renders `element` into a hidden iframe of its own (print styles only, none of the app's chrome)
 * and opens the browser's print dialog for it; 'Save as PDF' there makes the PDF file. The frame
 * stays in the page until the next print so the dialog can still read it; the previous one is
 * unmounted and removed first.
 */
export async function openPrintWindow(element: ReactElement, options: { title?: string } = {}): Promise<HTMLIFrameElement> {
  if (current) {
    current.root.unmount();
    current.frame.remove();
    current = null;
  }

  const frame = document.createElement('iframe');
  frame.id = FRAME_ID;
  frame.title = options.title ?? 'Print';
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  Object.assign(frame.style, { position: 'fixed', right: '0', bottom: '0', width: '0', height: '0', border: '0' });
  document.body.append(frame);

  const printWindow = frame.contentWindow;
  const printDocument = frame.contentDocument;
  if (!printWindow || !printDocument) {
    frame.remove();
    throw new Error('The print view could not be opened');
  }
  // The browser suggests the document title as the PDF's file name.
  printDocument.title = options.title ?? document.title;
  const style = printDocument.createElement('style');
  style.textContent = PAGE_STYLES;
  printDocument.head.append(style);
  const container = printDocument.createElement('div');
  printDocument.body.append(container);

  const root = createRoot(container);
  flushSync(() => root.render(element));
  current = { frame, root };

  // Let the frame lay out (and its fonts settle) before printing.
  await printDocument.fonts?.ready;
  // (A zero-size frame may get its animation frames throttled, so a short timeout also ends the wait.)
  await new Promise<void>((resolve) => {
    printWindow.requestAnimationFrame(() => resolve());
    window.setTimeout(resolve, 100);
  });
  printWindow.focus();
  printWindow.print();
  return frame;
}
