import fs from 'node:fs';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { screenWidth } from '@/test/screen-width';
import { ResponsiveTable, type ResponsiveColumn } from './responsive-table';

afterEach(() => vi.unstubAllGlobals());

interface Row {
  id: number;
  name: string;
  amount: string;
}
const rows: Row[] = [
  { id: 1, name: 'FA-2026-000001', amount: '588,00 €' },
  { id: 2, name: 'FA-2026-000002', amount: '18,00 €' },
];
const columns: ResponsiveColumn<Row>[] = [
  { key: 'name', header: 'Numéro', role: 'title', cell: (r) => r.name },
  { key: 'amount', header: 'Montant', align: 'right', cell: (r) => r.amount },
  { key: 'get', header: null, role: 'action', cell: (r) => <button type="button">Télécharger {r.id}</button> },
];

describe('ResponsiveTable (issue 29: every table readable on a phone)', () => {
  it('is a table with its headers from the sm breakpoint up, in a scroll region the keyboard reaches', () => {
    screenWidth(1280);
    renderWithProviders(
      <ResponsiveTable label="Factures" rows={rows} columns={columns} rowKey={(r) => r.id} rowProps={() => ({ 'data-testid': 'row' })} />,
    );
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Numéro', 'Montant', '']);
    expect(screen.getAllByTestId('row')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Factures' })).toHaveAttribute('tabindex', '0');
    expect(screen.queryByTestId('responsive-cards')).toBeNull();
  });

  it('is one card a row on a phone: the title, each value beside its label, the action; no table', () => {
    screenWidth(390);
    renderWithProviders(
      <ResponsiveTable label="Factures" rows={rows} columns={columns} rowKey={(r) => r.id} rowProps={() => ({ 'data-testid': 'row' })} />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    const cards = screen.getAllByTestId('row');
    expect(cards).toHaveLength(2);
    expect(screen.getByRole('list', { name: 'Factures' })).toBeInTheDocument();
    const first = within(cards[0]!);
    expect(first.getByText('FA-2026-000001')).toBeInTheDocument();
    expect(first.getByText('Montant')).toBeInTheDocument();
    expect(first.getByText('588,00 €')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Télécharger 1' })).toBeInTheDocument();
  });

  it('is the only table of the application: no screen draws a Mantine Table of its own', () => {
    const root = path.resolve(__dirname, '../..');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !file.endsWith('responsive-table.tsx')) {
          const source = fs.readFileSync(file, 'utf8');
          if (/import\s*\{[^}]*\bTable\b[^}]*\}\s*from\s*'@mantine\/core'/.test(source) || /<table[\s>]/.test(source))
            offenders.push(path.relative(root, file));
        }
      }
    };
    walk(root);
    expect(offenders).toEqual([]);
  });
});
