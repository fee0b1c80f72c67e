import { render, screen } from '@testing-library/react';
import { OnFirstOpen, lazyNamed } from './on-demand';

/** A dialog module whose loading the test controls: `load` counts the requests, `finish` resolves them. */
function deferredDialog(label: string) {
  let finish: () => void = () => undefined;
  const loaded = new Promise<void>((resolve) => (finish = resolve));
  const requests = { count: 0 };
  const Dialog = lazyNamed(async () => {
    requests.count += 1;
    await loaded;
    // Closed, it still renders something, so a test can tell "kept and closed" from "not rendered".
    return { Dialog: ({ open }: { open: boolean }) => (open ? <div role="dialog" aria-label={label} /> : <p>{label} closed</p>) };
  }, 'Dialog');
  return { Dialog, finish, requests };
}

describe('OnFirstOpen', () => {
  it('loads a dialog only when it is first opened, and keeps it rendered once closed', async () => {
    const { Dialog, finish, requests } = deferredDialog('Guide');
    const page = (open: boolean) => (
      <OnFirstOpen open={open}>
        <Dialog open={open} />
      </OnFirstOpen>
    );
    const { rerender } = render(page(false));
    expect(requests.count).toBe(0);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('Guide closed')).toBeNull();

    rerender(page(true));
    expect(requests.count).toBe(1);
    finish();
    expect(await screen.findByRole('dialog', { name: 'Guide' })).toBeVisible();

    rerender(page(false));
    expect(screen.getByText('Guide closed')).toBeVisible();
    rerender(page(true));
    expect(screen.getByRole('dialog', { name: 'Guide' })).toBeVisible();
    expect(requests.count).toBe(1);
  });

  it('does not hide an open dialog while another one loads over it', async () => {
    const first = deferredDialog('Templates');
    const second = deferredDialog('Launch');
    first.finish();
    const page = (launchOpen: boolean) => (
      <>
        <OnFirstOpen open>
          <first.Dialog open />
        </OnFirstOpen>
        <OnFirstOpen open={launchOpen}>
          <second.Dialog open={launchOpen} />
        </OnFirstOpen>
      </>
    );
    const { rerender } = render(page(false));
    expect(await screen.findByRole('dialog', { name: 'Templates' })).toBeVisible();
    rerender(page(true));
    expect(screen.getByRole('dialog', { name: 'Templates' })).toBeVisible();
    second.finish();
    expect(await screen.findByRole('dialog', { name: 'Launch' })).toBeVisible();
  });
});
