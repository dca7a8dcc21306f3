import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { CandidateDataPage } from './candidate-data-page';

afterEach(() => vi.unstubAllGlobals());

const open = (search: string) => renderRoutes([{ path: '/my-data', element: <CandidateDataPage /> }], `/my-data${search}`);

describe("the candidate's data page without a link (issue 29, item 2)", () => {
  it('asks for the personal link by e-mail, with no error: the "Your data" link after confirming an application opens it so', async () => {
    const calls = mockApi({});
    open('');
    expect(await screen.findByTestId('candidate-data-new-link')).toBeInTheDocument();
    expect(screen.getByTestId('candidate-data-ask-link')).toHaveTextContent('Vos données sont accessibles par un lien personnel');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/incomplet/)).toBeNull();
    expect(calls).toEqual([]);
    // A way back to the candidate's space (walk, decision 164: the page was a dead end).
    expect(screen.getByTestId('candidate-data-back')).toHaveTextContent('Mon espace candidat');
    expect(screen.getByTestId('candidate-data-back').getAttribute('href')).toMatch(/\/candidat$/);
  });
});
