import { screen } from '@testing-library/react';
import { useAuthStore } from '@navia/client-kit';
import { renderAt, openWorkspace, serveWriting, button } from '../test/writing-test-kit';

describe('page states', () => {
  it('asks a signed-out visitor to sign in, and calls nothing', async () => {
    useAuthStore.setState({ status: 'signedOut', user: null, accessToken: null });
    const server = serveWriting();
    renderAt();
    expect(screen.getByText('Please sign in to access the content creation tools.')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.requests).toHaveLength(0);
  });

  it('shows a spinner while sign-in is being checked', () => {
    useAuthStore.setState({ status: 'loading', user: null, accessToken: null });
    serveWriting();
    renderAt();
    expect(screen.getByText('Loading...')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('opens the workspace with the header bar, the instructions and the preview', async () => {
    await openWorkspace();
    for (const name of ['New +', 'Open File', 'Delete', 'Save', 'Make Copy', 'Create Writing']) expect(button(name)).toBeVisible();
    expect((screen.getByRole('textbox', { name: 'File name' }) as HTMLInputElement).value).toBe('New Document Title');
    expect(screen.getByText('Content Instructions')).toBeVisible();
    expect(await screen.findByRole('region', { name: 'Preview' })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Content' })).toBeNull();
    expect((button('Coming Soon: Select Images') as HTMLButtonElement).disabled).toBe(true);
  });
});
