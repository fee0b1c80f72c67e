import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient, useAuthStore } from '@navia/client-kit';
import type { WebhookDelivery, WebhookSummary } from '@navia/contracts';
import { errorResponse, fakeApi } from '@navia/client-kit/src/testing/fake-api';
import { makeUser } from '../../../test/render-app';
import { WebhooksPage } from './webhooks-page';

const HOOK: WebhookSummary = {
  id: '00000000-0000-4000-8000-0000000000b1',
  url: 'https://example.com/hooks/navia',
  events: ['task.completed', 'file.created'],
  createdAt: '2026-11-20T10:00:00.000Z',
  lastDelivery: null,
};
const PING: WebhookDelivery = {
  id: '00000000-0000-4000-8000-0000000000c1',
  eventId: '00000000-0000-4000-8000-0000000000d1',
  type: 'ping',
  status: 'pending',
  attempts: 1,
  responseCode: 500,
  error: 'The receiver answered 500',
  createdAt: '2026-11-27T10:00:00.000Z',
  lastAttemptAt: '2026-11-27T10:00:01.000Z',
};

function renderPage() {
  render(
    <AntApp>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <WebhooksPage />
        </MemoryRouter>
      </QueryClientProvider>
    </AntApp>,
  );
}

beforeEach(() => {
  useAuthStore.setState({ status: 'signedIn', user: makeUser({ publicMetadata: { onboardingComplete: true } }), accessToken: 't' });
});

describe('Webhooks page (issue 19 item 6)', () => {
  it('adds a webhook, shows its secret once, sends a test event and shows the delivery log', async () => {
    let hooks: WebhookSummary[] = [];
    const api = fakeApi({
      'GET /api/webhooks': () => ({ webhooks: hooks, canCreate: true, requiredPlan: null }),
      'POST /api/webhooks': (req) => {
        const body = req.body as { url: string; events: WebhookSummary['events'] };
        hooks = [{ ...HOOK, url: body.url, events: body.events }];
        return { id: HOOK.id, secret: 'whsec_secret', webhook: hooks[0] };
      },
      'POST /api/webhooks/:id/test': () => ({ eventId: PING.eventId }),
      'GET /api/webhooks/:id/deliveries': () => ({ deliveries: [PING] }),
    });
    renderPage();
    expect(await screen.findByText('No webhooks yet')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Receiver URL'), { target: { value: ' https://example.com/hooks/navia ' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'A content file is created' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add webhook' }));
    expect(await screen.findByLabelText('Signing secret')).toHaveValue('whsec_secret');
    expect(api.sent('POST', '/api/webhooks').map((r) => r.body)).toEqual([{ url: 'https://example.com/hooks/navia', events: ['task.completed', 'file.created'] }]);

    const list = await screen.findByRole('list', { name: 'Your webhooks' });
    const [item] = within(list).getAllByRole('listitem');
    fireEvent.click(within(item).getByRole('button', { name: 'Send test event' }));
    const log = await screen.findByRole('list', { name: 'Deliveries' });
    expect(within(log).getByText('ping')).toBeInTheDocument();
    expect(within(log).getByText('pending')).toBeInTheDocument();
    expect(within(log).getByText(/HTTP 500 · 1 attempt/)).toBeInTheDocument();
    expect(within(log).getByText('The receiver answered 500')).toBeInTheDocument();
    expect(api.sent('POST', `/api/webhooks/${HOOK.id}/test`)).toHaveLength(1);
  });

  it('shows the server’s refusal of an address under its field', async () => {
    fakeApi({
      'GET /api/webhooks': () => ({ webhooks: [], canCreate: true, requiredPlan: null }),
      'POST /api/webhooks': () => errorResponse(400, 'validation_error', 'url: 10.0.0.5 is a private address; only public websites can be called', 'url'),
    });
    renderPage();
    fireEvent.change(await screen.findByLabelText('Receiver URL'), { target: { value: 'http://10.0.0.5/hook' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add webhook' }));
    expect(await screen.findByText(/only public websites can be called/)).toBeInTheDocument();
  });

  it('below Grow: names the plan, hides the form and the test button, and still deletes after a confirmation', async () => {
    const api = fakeApi({
      'GET /api/webhooks': () => ({ webhooks: [HOOK], canCreate: false, requiredPlan: 'pro' }),
      'DELETE /api/webhooks/:id': (req) => ({ success: true, id: req.params.id }),
    });
    renderPage();
    expect(await screen.findByText('Webhooks come with the Grow plan and above')).toBeInTheDocument();
    expect(screen.queryByLabelText('Receiver URL')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send test event' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: `Delete webhook ${HOOK.url}` }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.sent('DELETE', `/api/webhooks/${HOOK.id}`)).toHaveLength(1));
  });
});
