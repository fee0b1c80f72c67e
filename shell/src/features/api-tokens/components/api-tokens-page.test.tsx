import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient, useAuthStore } from '@navia/client-kit';
import type { ApiTokenSummary } from '@navia/contracts';
import { errorResponse, fakeApi } from '@navia/client-kit/src/testing/fake-api';
import { makeUser } from '../../../test/render-app';
import { ApiTokensPage } from './api-tokens-page';

const ZAPIER: ApiTokenSummary = {
  id: '00000000-0000-4000-8000-0000000000a1',
  name: 'Zapier',
  scopes: ['read'],
  createdAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt: null,
  hint: 'navia_pat_Ab3x…',
};
const TOKEN = `navia_pat_${'A'.repeat(43)}`;

function renderPage() {
  render(
    <AntApp>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <ApiTokensPage />
        </MemoryRouter>
      </QueryClientProvider>
    </AntApp>,
  );
}

beforeEach(() => {
  useAuthStore.setState({ status: 'signedIn', user: makeUser({ publicMetadata: { onboardingComplete: true } }), accessToken: 't' });
});

describe('API tokens page (issue 19 item 4)', () => {
  it('makes a token, shows it once with a copy button, lists it and revokes it after a confirmation', async () => {
    let tokens: ApiTokenSummary[] = [];
    const api = fakeApi({
      'GET /api/api-tokens': () => ({ tokens, canCreate: true, requiredPlan: null }),
      'POST /api/api-tokens': (req) => {
        const body = req.body as { name: string; scopes: ApiTokenSummary['scopes'] };
        const apiToken = { ...ZAPIER, name: body.name, scopes: body.scopes };
        tokens = [apiToken];
        return { token: TOKEN, apiToken };
      },
      'DELETE /api/api-tokens/:id': (req) => {
        tokens = [];
        return { success: true, id: req.params.id };
      },
    });
    renderPage();
    expect(await screen.findByText('No API tokens yet')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Token name'), { target: { value: '  Zapier ' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /^Write/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByLabelText('New API token')).toHaveValue(TOKEN);
    expect(screen.getByText(/cannot show it again/)).toBeInTheDocument();
    expect(api.sent('POST', '/api/api-tokens').map((r) => r.body)).toEqual([{ name: 'Zapier', scopes: ['read', 'write'] }]);

    const list = await screen.findByRole('list', { name: 'Your API tokens' });
    const [item] = within(list).getAllByRole('listitem');
    expect(within(item).getByText('Zapier')).toBeInTheDocument();
    expect(within(item).getByText(/Never used/)).toBeInTheDocument();
    fireEvent.click(within(item).getByRole('button', { name: 'Revoke Zapier' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('Anything using this token stops working at once.')).toBeInTheDocument();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(api.sent('DELETE', `/api/api-tokens/${ZAPIER.id}`)).toHaveLength(1));
    expect(await screen.findByText('No API tokens yet')).toBeInTheDocument();
  });

  it('below Grow: names the plan that unlocks it, and still lists what can be revoked', async () => {
    fakeApi({ 'GET /api/api-tokens': () => ({ tokens: [ZAPIER], canCreate: false, requiredPlan: 'pro' }) });
    renderPage();
    expect(await screen.findByText('API access comes with the Grow plan and above')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByLabelText('Token name')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Revoke Zapier' })).toBeInTheDocument();
  });

  it('says when the list cannot be read, and tries again', async () => {
    let calls = 0;
    fakeApi({
      'GET /api/api-tokens': () => {
        calls += 1;
        return calls === 1 ? errorResponse(503, 'service_unavailable', 'The service is temporarily unavailable, try again shortly') : { tokens: [], canCreate: true, requiredPlan: null };
      },
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is temporarily unavailable');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No API tokens yet')).toBeInTheDocument();
  });
});
