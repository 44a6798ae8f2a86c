import { Search } from 'lucide-react';
import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useEmailOutboxTemplates } from '../api/get-email-outbox';
import type { OutboxFilter, OutboxStatus } from '../api/keys';
import { templateLabel } from '../lib/labels';

const STATUSES: { value: OutboxStatus | 'ALL'; label: string }[] = [
  { value: 'ALL', label: 'All' },
  { value: 'FAILED', label: 'Failed' },
  { value: 'PENDING', label: 'Queued or retrying' },
  { value: 'SENT', label: 'Sent' },
];

const ANY_KIND = 'ANY';

type Props = { filter: OutboxFilter; search: string; onSearchChange: (search: string) => void; onChange: (patch: Partial<OutboxFilter>) => void };

/** Status, kind of message and a piece of the recipient's address. */
export function OutboxFilters({ filter, search, onSearchChange, onChange }: Props) {
  const templates = useEmailOutboxTemplates();
  const ids = { status: useId(), kind: useId(), search: useId() };
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      <div className="grid grid-cols-1 gap-1.5">
        <Label htmlFor={ids.status}>Status</Label>
        <Select value={filter.status} onValueChange={(value) => onChange({ status: value as OutboxFilter['status'] })}>
          <SelectTrigger id={ids.status} className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {STATUSES.map((status) => (
              <SelectItem key={status.value} value={status.value}>
                {status.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid grid-cols-1 gap-1.5">
        <Label htmlFor={ids.kind}>Kind</Label>
        <Select value={filter.template || ANY_KIND} onValueChange={(value) => onChange({ template: value === ANY_KIND ? '' : value })}>
          <SelectTrigger id={ids.kind} className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ANY_KIND}>Every kind</SelectItem>
            {(templates.data ?? []).map((template) => (
              <SelectItem key={template.template} value={template.template}>
                {templateLabel(template.template)} ({template.message_count})
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="col-span-2 grid grid-cols-1 gap-1.5 sm:col-span-1">
        <Label htmlFor={ids.search}>Recipient</Label>
        <div className="relative">
          <Search aria-hidden className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input id={ids.search} type="search" className="pl-8" placeholder="Search by e-mail address" value={search} onChange={(event) => onSearchChange(event.target.value)} />
        </div>
      </div>
    </div>
  );
}
