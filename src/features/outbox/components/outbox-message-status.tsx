import { Badge } from '@/components/ui/badge';
import type { OutboxMessage } from '../api/get-email-outbox';
import type { OutboxStatus } from '../api/keys';
import { statusView } from '../lib/labels';

export function OutboxMessageStatus({ message }: { message: OutboxMessage }) {
  const view = statusView(message.status as OutboxStatus, message.attempts);
  return <Badge variant={view.variant}>{view.label}</Badge>;
}
