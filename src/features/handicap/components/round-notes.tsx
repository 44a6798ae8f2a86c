/** Why a round counts towards the index (or not), under its course name in the handicap logs. */
export function RoundNotes({ notes }: { notes: readonly string[] | undefined }) {
  if (!notes || notes.length === 0) return null;
  return (
    <ul className="mt-0.5 grid gap-0.5 text-xs whitespace-normal text-muted-foreground" data-testid="round-notes">
      {notes.map((note) => (
        <li key={note}>{note}</li>
      ))}
    </ul>
  );
}
