import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { screenWidth } from '@/test/screen-width';
import { InvoicesList } from './invoices-list';

afterEach(() => vi.unstubAllGlobals());

describe('InvoicesList', () => {
  it('lists the invoices; only treated ones can be downloaded', async () => {
    mockApi({
      'invoices.listInvoices': () => ({
        status: 200,
        body: {
          results: [
            { id: 2, invoiceNumber: 'FA-2026-000002', createdAt: '2026-03-02T10:00:00.000Z', isTreated: false, totalInclVat: 1800 },
            { id: 1, invoiceNumber: 'FA-2026-000001', createdAt: '2026-03-01T10:00:00.000Z', isTreated: true, totalInclVat: 58_800 },
          ],
        },
      }),
    });
    renderWithProviders(<InvoicesList />);
    expect(await screen.findByText('FA-2026-000001')).toBeInTheDocument();
    expect(screen.getAllByTestId('invoice-row')).toHaveLength(2);
    expect(screen.getAllByTestId('invoice-download')).toHaveLength(1);
    expect(screen.getByText('En préparation')).toBeInTheDocument();
    expect(screen.getByText('01/03/2026')).toBeInTheDocument();
  });

  it('shows the spec error when the download fails', async () => {
    mockApi({
      'invoices.listInvoices': () => ({
        status: 200,
        body: {
          results: [{ id: 1, invoiceNumber: 'FA-2026-000001', createdAt: '2026-03-01T10:00:00.000Z', isTreated: true, totalInclVat: 100 }],
        },
      }),
      'invoices.downloadInvoice': () => ({ status: 409, body: { code: 'invoice_not_ready', message: 'Invoice not ready' } }),
    });
    renderWithProviders(<InvoicesList />);
    await userEvent.click(await screen.findByTestId('invoice-download'));
    await waitFor(() => expect(screen.getByText("Une erreur s'est produite lors du téléchargement de votre facture.")).toBeInTheDocument());
  });

  it('says when there is no invoice yet', async () => {
    mockApi({
      'invoices.listInvoices': () => ({ status: 200, body: { results: [] } }),
    });
    renderWithProviders(<InvoicesList />);
    expect(await screen.findByTestId('invoices-empty')).toBeInTheDocument();
  });

  it('shows each invoice as a card on a phone: number, date, amount and "Télécharger" all on screen (issue 29)', async () => {
    screenWidth(390);
    mockApi({
      'invoices.listInvoices': () => ({
        status: 200,
        body: {
          results: [
            { id: 1, invoiceNumber: 'FA-2026-000001', createdAt: '2026-03-01T10:00:00.000Z', isTreated: true, totalInclVat: 58_800 },
          ],
        },
      }),
    });
    renderWithProviders(<InvoicesList />);
    const card = await screen.findByTestId('invoice-row');
    expect(card.tagName).toBe('LI');
    expect(screen.queryByRole('table')).toBeNull();
    expect(card).toHaveTextContent('FA-2026-000001');
    expect(card).toHaveTextContent('01/03/2026');
    expect(card).toHaveTextContent(/588,00\s€/);
    expect(card).toContainElement(screen.getByTestId('invoice-download'));
  });
});
