import { MessageCircle, X } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { logAnalyticsEvent } from '../api/log-analytics-event';

const FAB_KEY = 'fairway.groupFab';

function readFabHidden(): boolean {
  try {
    return window.sessionStorage.getItem(FAB_KEY) === 'hidden';
  } catch (error) {
    console.error('Could not read the group button state', error);
    return false;
  }
}

type Props = { url: string; className?: string; variant?: 'gold' | 'goldOutline' | 'outline' };

/** 'Join our group': the league's messaging group, in a new tab; the click is counted. */
export function GroupLink({ url, className, variant = 'goldOutline' }: Props) {
  const { pathname } = useLocation();
  return (
    <Button asChild variant={variant} size="lg" className={className}>
      <a href={url} target="_blank" rel="noopener noreferrer" onClick={() => logAnalyticsEvent('cta_whatsapp_click', pathname)}>
        <MessageCircle aria-hidden /> Join our group
      </a>
    </Button>
  );
}

/** Below the lg breakpoint: a floating group button, dismissible for the rest of the browser session. */
export function GroupFab({ url }: { url: string }) {
  const { pathname } = useLocation();
  const [hidden, setHidden] = useState(readFabHidden);
  if (hidden) return null;

  const dismiss = () => {
    setHidden(true);
    try {
      window.sessionStorage.setItem(FAB_KEY, 'hidden');
    } catch (error) {
      console.error('Could not remember the dismissed group button', error);
    }
  };

  return (
    <div className={cn('fixed bottom-4 left-4 z-30 flex items-center gap-1 lg:hidden')} data-testid="group-fab">
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => logAnalyticsEvent('cta_whatsapp_fab_click', pathname)}
        className="flex h-12 items-center gap-2 rounded-full border border-gold/60 bg-forest px-4 text-sm font-medium text-forest-foreground shadow-lg outline-none focus-visible:ring-[3px] focus-visible:ring-gold/50"
      >
        <MessageCircle className="size-5 text-gold" aria-hidden />
        Join our group
      </a>
      <button
        type="button"
        onClick={dismiss}
        aria-label="Dismiss group button"
        className="flex size-11 items-center justify-center rounded-full border bg-background/95 text-muted-foreground shadow-md outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <X className="size-4" aria-hidden />
      </button>
    </div>
  );
}
