import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadRemoteRoutes } from '../../remotes/api/remote-registry';
import { forgetLoadedRemotes } from '../../remotes/components/remote-route';
import { fakeRemote } from '../../../test/fake-remote';
import { makeUser, renderApp, setAuth } from '../../../test/render-app';
import { BOTTOM_BAR_HEIGHT } from '../model/layout-sizes';

// The Module Federation runtime is replaced by fake remotes; the layout around them is real.
jest.mock('../../remotes/api/remote-registry', () => ({ loadRemoteRoutes: jest.fn() }));
const loadRemote = loadRemoteRoutes as jest.MockedFunction<typeof loadRemoteRoutes>;

// The spec's five sections, then the calendar (issue 17).
const SECTIONS = ['Dashboard', 'Tasks', 'Strategies', 'Brand Headquarters', 'Create', 'Calendar'];
// The spec's four sections, then the AI activity record (issue 18).
const BRAND_PAGES = ['Who You Are', 'What You Offer', 'Who You Serve', 'Your Brand Feel', 'AI Activity'];

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const currentPath = () => screen.getByTestId('location').textContent;
/** Renders the app at `path` and waits for the routed screen, so the lazy screen's arrival happens inside the test. */
async function show(path: string) {
  const view = renderApp(path);
  await waitFor(() => expect(within(screen.getByRole('main')).queryByText('Loading...')).toBeNull());
  return view;
}
const signIn = (onboarded = true) => setAuth({ status: 'signedIn', user: makeUser({}, onboarded), accessToken: 't' });

const initialWidth = window.innerWidth;
beforeEach(() => {
  forgetLoadedRemotes();
  loadRemote.mockReset();
  loadRemote.mockImplementation(async (name) => fakeRemote(name));
});
afterEach(() => {
  window.innerWidth = initialWidth;
});

describe('desktop icon rail', () => {
  it('links every section in order, with visible labels, and marks the active one', async () => {
    signIn();
    await show('/tasks');
    const links = within(mainNav()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(SECTIONS);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/dashboard', '/tasks', '/strategies', '/brand-profile', '/create', '/calendar']);
    expect(within(mainNav()).getByRole('link', { name: 'Tasks' })).toHaveAttribute('aria-current', 'page');
    expect(within(mainNav()).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('shows no hamburger and no bottom bar', async () => {
    signIn();
    await show('/tasks');
    expect(screen.queryByRole('button', { name: 'Open navigation' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Quick navigation' })).toBeNull();
  });

  it('shows the label of a section without subpages in a tooltip on hover', async () => {
    signIn();
    await show('/tasks');
    fireEvent.mouseEnter(within(mainNav()).getByRole('link', { name: 'Strategies' }));
    expect((await screen.findByRole('tooltip')).textContent).toBe('Strategies');
  });

  it('opens the Brand Headquarters flyout with its pages on hover', async () => {
    signIn();
    await show('/tasks');
    expect(within(mainNav()).queryByRole('link', { name: 'Who You Are' })).toBeNull();
    // eslint-disable-next-line testing-library/no-node-access -- antd's menu opens its flyout on hover over the item, not the link
    fireEvent.mouseEnter(within(mainNav()).getByRole('link', { name: 'Brand Headquarters' }).closest('li')!);
    const pages = within(mainNav()).getByRole('list', { name: 'Brand Headquarters' });
    expect(within(pages).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Who You Are', '/brand-profile/who-you-are'],
      ['What You Offer', '/brand-profile/what-you-offer'],
      ['Who You Serve', '/brand-profile/who-you-serve'],
      ['Your Brand Feel', '/brand-profile/your-brand-feel'],
      ['AI Activity', '/brand-profile/ai-activity'],
    ]);
    // eslint-disable-next-line testing-library/no-node-access -- antd's menu closes its flyout when the pointer leaves the item
    fireEvent.mouseLeave(pages.closest('li')!);
    expect(within(mainNav()).queryByRole('link', { name: 'Who You Are' })).toBeNull();
  });

  it('opens a flyout on keyboard focus, puts its links next in tab order, and Escape closes it', async () => {
    signIn();
    await show('/tasks');
    const brandLink = within(mainNav()).getByRole('link', { name: 'Brand Headquarters' });
    act(() => brandLink.focus());
    const first = within(mainNav()).getByRole('link', { name: 'Who You Are' });
    expect(brandLink.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    act(() => first.focus());
    fireEvent.keyDown(first, { key: 'Escape' });
    expect(within(mainNav()).queryByRole('link', { name: 'Who You Are' })).toBeNull();
    // Focus returns to the section's link without reopening the flyout.
    expect(brandLink).toHaveFocus();
  });

  it('navigates from a flyout link and closes the flyout', async () => {
    signIn();
    await show('/tasks');
    fireEvent.focus(within(mainNav()).getByRole('link', { name: 'Brand Headquarters' }));
    fireEvent.click(within(mainNav()).getByRole('link', { name: 'What You Offer' }));
    await waitFor(() => expect(currentPath()).toBe('/brand-profile/what-you-offer'));
    expect(within(mainNav()).queryByRole('link', { name: 'What You Offer' })).toBeNull();
  });

  it("lists the Create pages, with Images, Video and Publishing 'Coming Soon', disabled and going nowhere", async () => {
    signIn();
    await show('/tasks');
    // eslint-disable-next-line testing-library/no-node-access -- antd's menu reacts to hover over the item, not the link
    fireEvent.mouseEnter(within(mainNav()).getByRole('link', { name: 'Create' }).closest('li')!);
    const pages = within(mainNav()).getByRole('list', { name: 'Create' });
    expect(within(pages).getByRole('link', { name: 'Writing' }).getAttribute('href')).toBe('/create/writing');
    for (const name of ['Images', 'Video', 'Publishing']) {
      const item = within(pages).getByRole('link', { name: `${name} Coming Soon` });
      expect(item.getAttribute('href')).toBe('#');
      expect(item.getAttribute('aria-disabled')).toBe('true');
      // Not a stop for Tab: a disabled entry is out of the tab order.
      expect(item.tabIndex).toBe(-1);
      // fireEvent returns false when the default action (following the link) was prevented.
      expect(fireEvent.click(item)).toBe(false);
      expect(currentPath()).toBe('/tasks');
    }
  });
});

describe('secondary panel', () => {
  it('lists the Brand Headquarters pages while one is open, marking it active', async () => {
    signIn();
    await show('/brand-profile/who-you-are');
    const panel = screen.getByRole('navigation', { name: 'Brand Headquarters' });
    expect(within(panel).getAllByRole('link').map((link) => link.textContent)).toEqual(BRAND_PAGES);
    expect(within(panel).getByRole('link', { name: 'Who You Are' })).toHaveAttribute('aria-current', 'page');
    expect(within(panel).getByRole('link', { name: 'What You Offer' })).not.toHaveAttribute('aria-current');
    expect(within(mainNav()).getByRole('link', { name: 'Brand Headquarters' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('mf_brand_hq mounted at /brand-profile')).toBeVisible();
  });

  it('lists the Create pages on /create/writing, the Coming Soon ones disabled', async () => {
    signIn();
    await show('/create/writing');
    const panel = screen.getByRole('navigation', { name: 'Create' });
    expect(within(panel).getByRole('link', { name: 'Writing' })).toHaveAttribute('aria-current', 'page');
    for (const name of ['Images', 'Video', 'Publishing']) {
      const item = within(panel).getByRole('link', { name: `${name} Coming Soon` });
      expect(item.getAttribute('href')).toBe('#');
      expect(item.getAttribute('aria-disabled')).toBe('true');
      expect(item.tabIndex).toBe(-1);
    }
    expect(await screen.findByText('mf_create mounted at /create')).toBeVisible();
  });

  it('marks Writing active on /create, which shows the same workspace', async () => {
    signIn();
    await show('/create');
    const panel = screen.getByRole('navigation', { name: 'Create' });
    expect(within(panel).getByRole('link', { name: 'Writing' })).toHaveAttribute('aria-current', 'page');
  });

  it('is not shown on other sections', async () => {
    signIn();
    await show('/tasks');
    expect(screen.queryByRole('navigation', { name: 'Brand Headquarters' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Create' })).toBeNull();
  });
});

describe('under 768 px', () => {
  beforeEach(() => {
    window.innerWidth = 375;
  });

  it('has no rail; the hamburger opens a Navigation drawer with every section and subpage', async () => {
    signIn();
    await show('/tasks');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    const nav = within(drawer).getByRole('navigation', { name: 'Main' });
    for (const name of [...SECTIONS, ...BRAND_PAGES, 'Writing']) expect(within(nav).getByRole('link', { name })).toBeVisible();
    for (const name of ['Images', 'Video', 'Publishing']) {
      const item = within(nav).getByRole('link', { name: `${name} Coming Soon` });
      expect(item.getAttribute('href')).toBe('#');
      expect(item.tabIndex).toBe(-1);
      expect(fireEvent.click(item)).toBe(false);
    }
    expect(within(nav).getByRole('link', { name: 'Tasks' })).toHaveAttribute('aria-current', 'page');
  });

  it('closes the drawer after navigating', async () => {
    signIn();
    await show('/tasks');
    fireEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    fireEvent.click(within(drawer).getByRole('link', { name: 'Who You Serve' }));
    await waitFor(() => expect(currentPath()).toBe('/brand-profile/who-you-serve'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Navigation' })).toBeNull());
  });

  it('has a bottom bar with exactly the first four sections, the active one marked', async () => {
    signIn();
    await show('/strategies');
    const bar = screen.getByRole('navigation', { name: 'Quick navigation' });
    const links = within(bar).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Dashboard', 'Tasks', 'Strategies', 'Brand Headquarters']);
    expect(within(bar).getByRole('link', { name: 'Strategies' })).toHaveAttribute('aria-current', 'page');
  });

  it('pads the main content so the bottom bar never covers it', async () => {
    signIn();
    await show('/tasks');
    expect(screen.getByRole('main').style.paddingBottom).toContain(`${16 + BOTTOM_BAR_HEIGHT}px`);
  });

  it('shows no secondary panel (the drawer lists the subpages instead)', async () => {
    signIn();
    await show('/brand-profile/who-you-are');
    expect(screen.queryByRole('navigation', { name: 'Brand Headquarters' })).toBeNull();
  });
});

describe('before the nav is available', () => {
  it.each([1024, 375])('shows no nav, hamburger or bottom bar before onboarding is complete (%i px)', async (width) => {
    window.innerWidth = width;
    signIn(false);
    await show('/pricing');
    expect(screen.queryAllByRole('navigation')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Open navigation' })).toBeNull();
  });

  it('shows Sign In and Sign Up in the header when signed out, and no nav', async () => {
    setAuth({ status: 'signedOut' });
    await show('/pricing');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('button', { name: 'Sign In' })).toBeVisible();
    expect(within(header).getByRole('button', { name: 'Sign Up' })).toBeVisible();
    expect(screen.queryAllByRole('navigation')).toEqual([]);
  });
});

describe('header', () => {
  it('keeps the skip link to the main content', async () => {
    signIn();
    await show('/tasks');
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe('#main-content');
    expect(screen.getByRole('main').id).toBe('main-content');
  });

  it('starts with the hamburger and the product name at 375 px', async () => {
    window.innerWidth = 375;
    signIn();
    await show('/tasks');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('button', { name: 'Open navigation' })).toBeVisible();
    expect(within(header).getByRole('link', { name: 'Navia home' })).toBeVisible();
  });
});
