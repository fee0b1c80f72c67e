import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ReadableStream } from 'node:stream/web';
import { App as AntApp } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient, useActiveBrandStore, useAuthStore } from '@navia/client-kit';
import { errorResponse } from '@navia/client-kit/src/testing/fake-api';
import { makeUser } from '../../../test/render-app';
import { ACME, serveBrands } from '../../brands/test/brands-test-kit';
import { UserMenu } from '../../layout/components/user-menu';

const ZIP_NAME = 'navia-export-2026-11-27.zip';

/** An export answer in two parts, the second held until `release` is called: the dialog shows the first meanwhile. */
function streamedExport(first: Uint8Array, second: Uint8Array) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(first);
      await held;
      controller.enqueue(second);
      controller.close();
    },
  });
  const response = new Response(body as unknown as BodyInit, { status: 200, headers: { 'Content-Type': 'application/zip', 'Content-Disposition': `attachment; filename="${ZIP_NAME}"` } });
  return { response, release: () => release() };
}

let saved: { blob: Blob; name: string }[] = [];
beforeEach(() => {
  saved = [];
  useActiveBrandStore.setState({ brand: null });
  useAuthStore.setState({ status: 'signedIn', user: makeUser({ publicMetadata: { onboardingComplete: true } }), accessToken: 't' });
  let lastBlob: Blob | null = null;
  URL.createObjectURL = jest.fn((blob: Blob) => {
    lastBlob = blob;
    return 'blob:export';
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (lastBlob) saved.push({ blob: lastBlob, name: this.download });
  });
});
afterEach(() => jest.restoreAllMocks());

function renderMenu() {
  const user = useAuthStore.getState().user;
  if (!user) throw new Error('signed out');
  render(
    <AntApp>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <UserMenu user={user} />
        </MemoryRouter>
      </QueryClientProvider>
    </AntApp>,
  );
}

async function openExportDialog() {
  fireEvent.click(screen.getByRole('button', { name: /^Account menu for/ }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Download my data' }));
  return screen.findByRole('dialog', { name: 'Download my data' });
}

describe('Download my data (issue 19)', () => {
  it('shows the bytes as they arrive, then saves the zip under the server’s name', async () => {
    const parts = streamedExport(new Uint8Array(3000), new Uint8Array(2000));
    serveBrands({ brands: [ACME] }, { 'GET /api/export': () => parts.response });
    renderMenu();
    const dialog = await openExportDialog();
    // Visible once antd's entering motion ends.
    await waitFor(() => expect(within(dialog).getByText(/your brands, strategies, tasks and content files/)).toBeVisible());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download' }));

    expect(await within(dialog).findByText('Preparing your data… 3 KB received')).toBeVisible();
    expect(saved).toEqual([]);
    parts.release();

    expect(await within(dialog).findByText(`Downloaded ${ZIP_NAME} (5 KB)`)).toBeVisible();
    expect(saved).toHaveLength(1);
    expect(saved[0].name).toBe(ZIP_NAME);
    expect(saved[0].blob.size).toBe(5000);
    expect(saved[0].blob.type).toBe('application/zip');
    expect(within(dialog).getByRole('button', { name: 'Done' })).toBeVisible();
  });

  it('says why a download failed and offers it again', async () => {
    let calls = 0;
    serveBrands(
      { brands: [ACME] },
      {
        'GET /api/export': () => {
          calls += 1;
          return errorResponse(503, 'service_unavailable', 'The service is temporarily unavailable, try again shortly');
        },
      },
    );
    renderMenu();
    const dialog = await openExportDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The service is temporarily unavailable, try again shortly');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls).toBe(2));
    expect(saved).toEqual([]);
  });
});
