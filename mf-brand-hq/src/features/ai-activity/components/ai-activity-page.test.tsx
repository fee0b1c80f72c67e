import '@navia/client-kit/src/testing/fast-computed-style';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from '@navia/client-kit';
import type { AiActivityEntry } from '@navia/contracts';
import { errorResponse, fakeApi, type FakeApi } from '@navia/client-kit/src/testing/fake-api';
import { signIn } from '../../brand-profile/test/brand-test-kit';
import { AiActivityPage } from './ai-activity-page';

const entry = (over: Partial<AiActivityEntry>): AiActivityEntry => ({
  id: '5f0a6b1c-2d3e-4f50-8a6b-7c8d9e0f1a2b',
  at: '2026-11-20T09:30:00.000Z',
  purpose: 'draft',
  provider: 'openai',
  model: 'gpt-4o-mini',
  local: false,
  brandId: null,
  brandFieldsSent: ['companyName', 'toneOfVoice', 'personas.mainFrustration', 'realContent.socialMedia'],
  charactersSent: 4210,
  tokens: 312,
  outcome: 'succeeded',
  error: null,
  ...over,
});

function renderPage(handler: () => unknown): FakeApi {
  signIn();
  const api = fakeApi({ 'GET /api/ai-activity': handler as never });
  render(
    <AntApp>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/brand-profile/ai-activity']}>
          <AiActivityPage />
        </MemoryRouter>
      </QueryClientProvider>
    </AntApp>,
  );
  return api;
}

describe('Brand Headquarters → AI Activity (issue 18)', () => {
  it('says nothing left the server when no model was called (the offline defaults)', async () => {
    renderPage(() => ({ entries: [], total: 0, leftServer: 0, retentionDays: 90 }));
    expect(screen.getByRole('heading', { level: 2, name: 'AI Activity' })).toBeVisible();
    expect(await screen.findByText(/^Nothing left this server\. In the last 90 days no AI model was sent your brand’s data/)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'AI calls' })).toBeNull();
    expect(screen.getByText('Calls are kept for 90 days, then deleted.')).toBeVisible();
  });

  it('lists each call with its model, where it ran, what it was sent, its tokens and outcome, and counts what left', async () => {
    renderPage(() => ({
      entries: [
        entry({ id: 'a0000000-0000-4000-8000-000000000001', purpose: 'rewrite', provider: 'local', model: 'qwen2.5:7b', local: true, brandFieldsSent: ['brandPersonality'], charactersSent: 900, tokens: 40 }),
        entry({ id: 'a0000000-0000-4000-8000-000000000002', outcome: 'failed', tokens: null, error: 'The openai writer refused our credentials (HTTP 401)' }),
        entry({ id: 'a0000000-0000-4000-8000-000000000003', purpose: 'voice-analysis', provider: 'mindstudio', model: 'w-123', brandFieldsSent: ['companyName', 'website'] }),
      ],
      total: 3,
      leftServer: 2,
      retentionDays: 90,
    }));
    expect(await screen.findByText('2 calls of the last 90 days sent your brand’s data to an AI service outside this server; 1 more stayed on it.')).toBeVisible();
    const items = within(screen.getByRole('region', { name: 'AI calls' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Made a draft more on-brand');
    expect(items[0]).toHaveTextContent('qwen2.5:7b, on this server');
    expect(items[0]).toHaveTextContent('Stayed on this server');
    expect(items[0]).toHaveTextContent('Sent 900 characters, with personality. 40 tokens.');
    expect(items[1]).toHaveTextContent('gpt-4o-mini at the configured AI service');
    expect(items[1]).toHaveTextContent('Left this server');
    expect(items[1]).toHaveTextContent('Failed');
    expect(items[1]).toHaveTextContent('Sent 4,210 characters, with company name, tone of voice, persona main frustration, social media sample.');
    expect(items[1]).toHaveTextContent('The openai writer refused our credentials (HTTP 401)');
    expect(items[2]).toHaveTextContent('Analysed your brand voice');
    expect(items[2]).toHaveTextContent('MindStudio worker w-123');
    expect(items[2]).toHaveTextContent('with company name, website page.');
  });

  it('says so when the record cannot be loaded, and loads it again on Retry', async () => {
    let calls = 0;
    renderPage(() => (++calls === 1 ? errorResponse(503, 'service_unavailable', 'Brand is restarting') : { entries: [], total: 0, leftServer: 0, retentionDays: 90 }));
    expect(await screen.findByText('Your AI activity could not be loaded.', {}, { timeout: 10_000 })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByText(/^Nothing left this server/)).toBeVisible());
  });
});
