// Ledger → Players as the treasurer reads it: each row's money columns in cents, and the identity every row keeps
// (DESIGN rule 19; src/features/ledger/lib/ledger.ts accountAddsUp): Outstanding = Due − (Paid − Refunded) + Credit.
import type { Page } from 'playwright-core';

export type LedgerPlayerRow = { name: string; due: number; paid: number; refunded: number; credit: number; outstanding: number; won: number; handed: number };

const cents = (text: string) => Math.round(Number((text.split('\n')[0] ?? '').replace(/[$,]/g, '').replace('—', '0')) * 100);

/** Opens Admin → Ledger → Players and reads every row of "Players' accounts". */
export async function ledgerPlayerRows(page: Page): Promise<LedgerPlayerRow[]> {
  await page.goto('/admin/ledger');
  await page.getByRole('tab', { name: 'Players' }).click();
  const table = page.getByRole('table', { name: "Players' accounts" });
  await table.waitFor();
  for (const header of ['Due', 'Paid', 'Refunded', 'Credit', 'Outstanding', 'Won', 'Handed over']) {
    await table.getByRole('columnheader', { name: header, exact: true }).waitFor();
  }
  const rows = await table.getByTestId('ledger-player-row').evaluateAll((trs) =>
    trs.map((tr) => ({
      name: (tr.querySelector('td') as HTMLElement | null)?.innerText ?? '',
      ...Object.fromEntries([...tr.querySelectorAll('td[data-col]')].map((td) => [td.getAttribute('data-col'), (td as HTMLElement).innerText])),
    })),
  );
  return rows.map((row) => ({
    name: (row.name ?? '').split('\n')[0] ?? '',
    due: cents(row.due ?? ''),
    paid: cents(row.paid ?? ''),
    refunded: cents(row.refunded ?? ''),
    credit: cents(row.credit ?? ''),
    outstanding: cents(row.outstanding ?? ''),
    won: cents(row.won ?? ''),
    handed: cents(row['handed-over'] ?? ''),
  }));
}

/** The rows that do not add up (none when the ledger is right). */
export function rowsNotAddingUp(rows: readonly LedgerPlayerRow[]): LedgerPlayerRow[] {
  return rows.filter((row) => row.outstanding !== row.due - (row.paid - row.refunded) + row.credit);
}
