import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient, useAuthStore } from '@navia/client-kit';
import { errorResponse, fakeApi } from '@navia/client-kit/src/testing/fake-api';
import { makeUser } from '../../../test/render-app';
import { ImportDataModal } from './import-data-modal';

function renderModal() {
  render(
    <AntApp>
      <QueryClientProvider client={createQueryClient()}>
        <ImportDataModal open onClose={() => undefined} />
      </QueryClientProvider>
    </AntApp>,
  );
}

const zip = () => new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'navia-export-2026-11-27.zip', { type: 'application/zip' });

beforeEach(() => {
  useAuthStore.setState({ status: 'signedIn', user: makeUser({ publicMetadata: { onboardingComplete: true } }), accessToken: 't' });
});

describe('Import data (issue 19)', () => {
  it('sends the chosen file as it is and says what came in', async () => {
    const api = fakeApi({ 'POST /api/import': () => ({ imported: { brands: 1, strategies: 2, tasks: 16, files: 1 }, alreadyImported: false }) });
    renderModal();
    const importButton = await screen.findByRole('button', { name: 'Import' });
    expect(importButton).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Export file'), { target: { files: [zip()] } });
    fireEvent.click(importButton);
    expect(await screen.findByText('Imported 1 brand, 2 strategies, 16 tasks and 1 file')).toBeInTheDocument();
    const [sent] = api.sent('POST', '/api/import');
    expect(sent.init.body).toBeInstanceOf(File);
    expect(sent.headers.get('content-type')).toBe('application/zip');
  });

  it('shows the plan’s refusal in words', async () => {
    fakeApi({ 'POST /api/import': () => errorResponse(403, 'plan_limit_reached', 'Your Free plan has one brand profile; with this file you would have 2. Upgrade to import it.', 'file') });
    renderModal();
    fireEvent.change(await screen.findByLabelText('Export file'), { target: { files: [zip()] } });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Your Free plan has one brand profile'));
  });
});
