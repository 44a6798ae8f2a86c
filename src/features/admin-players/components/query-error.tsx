import { AlertCircle } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** The error state of a list: what failed, the server's message and a retry. */
export function QueryError({ title, error, onRetry }: { title: string; error: Error; onRetry: () => unknown }) {
  return (
    <Alert variant="destructive">
      <AlertCircle aria-hidden />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        <p>{error.message}</p>
        <Button variant="outline" size="sm" onClick={() => onRetry()}>
          Try again
        </Button>
      </AlertDescription>
    </Alert>
  );
}
