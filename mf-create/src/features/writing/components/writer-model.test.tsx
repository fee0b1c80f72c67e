import { screen, waitFor } from '@testing-library/react';
import { AiModelsResponse } from '@navia/contracts';
import { COMPOSER_MODEL, LOCAL_MODEL, aiModels } from '../test/fixtures';
import { choose, errorResponse, findToast, jsonResponse, openWorkspace } from '../test/writing-test-kit';

// eslint-disable-next-line testing-library/no-node-access -- antd's Select shows its value outside the combobox element
const shown = () => screen.getByRole('combobox', { name: 'AI model' }).closest('.ant-select')?.querySelector('.ant-select-content, .ant-select-selection-item')?.textContent ?? '';

describe('AI model: which model writes, and the choice of it (issue 21)', () => {
  it('shows the model that will write and what it means for the brand’s data', async () => {
    await openWorkspace({ models: () => jsonResponse(200, aiModels({ models: [LOCAL_MODEL, COMPOSER_MODEL] })) });
    // Below Grow the default is shown with the crown (its text for screen readers).
    await waitFor(() => expect(shown()).toBe('llama3.2:latest (on this server)(requires upgrade)'));
    expect(screen.getByText('A model running on this server: your brand profile stays here.')).toBeVisible();
  });

  it('shows the models with a crown below Grow, answers a choice with the upgrade toast and changes nothing', async () => {
    const { server } = await openWorkspace({ models: () => jsonResponse(200, aiModels({ models: [LOCAL_MODEL, COMPOSER_MODEL] })) });
    await waitFor(() => expect(shown()).toContain('llama3.2:latest'));
    await choose('AI model', 'Navia Composer (built in) (requires upgrade)');
    await findToast('AI model selection requires upgrade');
    expect(server.sent('PUT', '/api/ai/model')).toHaveLength(0);
    expect(shown()).toContain('llama3.2:latest');
  });

  it('lets a Grow user choose a model, stores it, and shows the new one', async () => {
    const { server } = await openWorkspace(
      {
        models: () => jsonResponse(200, aiModels({ models: [LOCAL_MODEL, COMPOSER_MODEL], canSelect: true })),
        selectModel: (r) =>
          jsonResponse(200, AiModelsResponse.parse(aiModels({ models: [LOCAL_MODEL, COMPOSER_MODEL], canSelect: true, selectedModel: (r.body as { model: string }).model, activeModel: COMPOSER_MODEL }))),
      },
      '/create/writing',
      'pro',
    );
    await waitFor(() => expect(shown()).toContain('llama3.2:latest'));
    await choose('AI model', 'Navia Composer (built in)');
    await waitFor(() => expect(shown()).toBe('Navia Composer (built in)'));
    expect(server.sent('PUT', '/api/ai/model').map((r) => r.body)).toEqual([{ model: 'offline' }]);
    expect(screen.getByText('Navia’s built-in writer drafts from your brand profile on this server; nothing is sent to an AI service.')).toBeVisible();
  });

  it('says when a chosen model is not offered now, and which one writes instead', async () => {
    await openWorkspace({ models: () => jsonResponse(200, aiModels({ canSelect: true, selectedModel: 'local:llama3.2:latest' })) }, '/create/writing', 'pro');
    expect(await screen.findByText('The model you chose (local:llama3.2:latest) is not available now: drafts are written with Navia Composer.')).toBeVisible();
  });

  it('says when the models could not be loaded', async () => {
    await openWorkspace({ models: () => errorResponse(500, 'internal_error', 'Down') });
    expect(await screen.findByText('The AI models could not be loaded. Drafts are written with the server’s default.')).toBeVisible();
  });
});
