import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, jsonResponse } from '@/test/fetch';
import { renderWithProviders } from '@/test/render';
import { ProfileCard, type ContactDetails } from './candidate-profile';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** jsdom has no object URLs: the download (`saveFile`) gets stand-ins. */
function stubObjectUrls() {
  const createObjectURL = vi.fn(() => 'blob:cv');
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL = createObjectURL;
      static override revokeObjectURL = vi.fn();
    },
  );
  return createObjectURL;
}

const FILE = '/api/candidate/5e0c7a1e-2f7a-4a55-9a4e-0d3c6a1b2c3d/documents/7/';
const contact: ContactDetails = {
  lastName: 'Martin',
  email: 'camille.martin@example.fr',
  phoneNumber: '06 12 34 56 78',
  address: { cityName: 'Lyon', context: null, streetAddress: '3 rue de la République', postalCode: '69001' },
  documents: [{ name: 'CV.pdf', file: FILE }],
};

describe('ProfileCard documents', () => {
  it('downloads a document as a file', async () => {
    mockApi({
      [`GET ${FILE}`]: () =>
        new Response('%PDF-1.3', {
          status: 200,
          headers: { 'content-type': 'application/pdf', 'content-disposition': "attachment; filename*=UTF-8''CV.pdf" },
        }),
    });
    const createObjectURL = stubObjectUrls();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWithProviders(<ProfileCard contact={contact} lockedText="" />);
    await userEvent.click(screen.getByTestId('contact-document'));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect(createObjectURL).toHaveBeenCalledOnce();
    expect(screen.queryByTestId('toast-error')).toBeNull();
  });

  it('shows an error toast when the download fails, instead of an uncaught error', async () => {
    mockApi({
      [`GET ${FILE}`]: () => jsonResponse(404, { code: 'not_found', message: 'Not found' }),
    });
    renderWithProviders(<ProfileCard contact={contact} lockedText="" />);
    await userEvent.click(screen.getByTestId('contact-document'));
    expect(await screen.findByText("Le document n'a pas pu être téléchargé.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('contact-document')).not.toHaveAttribute('data-loading'));
  });
});
