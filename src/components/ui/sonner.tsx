import * as React from 'react';
import {
  CircleCheckIcon,
  InfoIcon,
  Loader2Icon,
  OctagonXIcon,
  TriangleAlertIcon,
} from 'lucide-react';
import { Toaster as Sonner, type ToasterProps } from 'sonner';

/**
 * The app's single toaster, configured per DESIGN: at most 3 visible, 4000 ms, bottom-right,
 * following the system theme. Mount it once near the root; call `toast` from '@/lib/toast' anywhere.
 */
function Toaster({ ...props }: ToasterProps) {
  return (
    <Sonner
      visibleToasts={3}
      duration={4000}
      position="bottom-right"
      theme="system"
      richColors
      closeButton
      className="toaster group"
      // The app is left-to-right English: without `dir`, sonner reads the document's computed style on every
      // render (a forced style recalculation while the page loads).
      dir="ltr"
      icons={{
        success: <CircleCheckIcon className="size-4" />,
        info: <InfoIcon className="size-4" />,
        warning: <TriangleAlertIcon className="size-4" />,
        error: <OctagonXIcon className="size-4" />,
        loading: <Loader2Icon className="size-4 animate-spin" />,
      }}
      style={
        {
          '--normal-bg': 'var(--popover)',
          '--normal-text': 'var(--popover-foreground)',
          '--normal-border': 'var(--border)',
          '--border-radius': 'var(--radius)',
        } as React.CSSProperties
      }
      {...props}
    />
  );
}

export { Toaster };
