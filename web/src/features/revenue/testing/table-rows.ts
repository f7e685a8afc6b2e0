import { screen, within } from '@testing-library/react';

/** An element's text as a screen reader gets it: without its aria-hidden parts. */
function spokenText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return copy.textContent ?? '';
}

/** The rows of the table named `caption` (its header row first), each as its cells' spoken text. */
export function tableRows(caption: string): string[][] {
  const table = within(screen.getByRole('region', { name: caption })).getByRole('table');
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map(spokenText));
}

/**
 * The small labels a phone's card shows before the cells under its first line (the table's header
 * row is for screen readers only there), per row of the table's body: '' for a cell without one.
 */
export function phoneLabels(caption: string): string[][] {
  const table = within(screen.getByRole('region', { name: caption })).getByRole('table');
  return [...table.querySelectorAll('tbody tr')].map((row) =>
    [...row.querySelectorAll('th, td')].map(
      (cell) => cell.querySelector(':scope > [aria-hidden="true"]')?.textContent ?? '',
    ),
  );
}
