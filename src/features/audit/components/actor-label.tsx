import { Shield } from 'lucide-react';
import type { ActorKind } from '../api/get-audit-log';

const KIND_LABEL: Record<ActorKind, string> = {
  admin: 'Admin',
  player: 'Player',
  invitation: 'Invitation',
  system: 'System',
  visitor: 'Visitor',
  unknown: 'Before named actors',
};

/**
 * Who acted: the identity's current name with its kind beside it, so a player named "admin" reads
 * "admin · Player" and never looks like an admin (only the admin kind carries the shield).
 */
export function ActorLabel({ name, kind }: { name: string; kind: ActorKind }) {
  const showKind = kind !== 'system' && kind !== 'visitor';
  return (
    <span className="inline-flex flex-wrap items-center gap-x-1.5">
      {kind === 'admin' && <Shield aria-hidden className="size-3.5 text-primary" />}
      <span className={kind === 'admin' ? 'font-medium' : undefined}>{name}</span>
      {showKind && <span className="text-xs text-muted-foreground">· {KIND_LABEL[kind]}</span>}
    </span>
  );
}
