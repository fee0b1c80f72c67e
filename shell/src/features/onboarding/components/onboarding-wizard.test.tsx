import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { firstVisitKey, useAuthStore } from '@navia/client-kit';
import type { BrandSummary } from '@navia/contracts';
import { loadRemoteRoutes } from '../../remotes/api/remote-registry';
import { forgetLoadedRemotes } from '../../remotes/components/remote-route';
import { fakeRemote } from '../../../test/fake-remote';
import { makeUser } from '../../../test/render-app';
import { northStarDraftKey, onboardingProgressKey } from '../stores/onboarding-storage';
import {
  NEW_USER,
  OTHER_USER,
  STATEMENT,
  button,
  callsTo,
  errorResponse,
  field,
  fillFoundation,
  fillStatement,
  goNext,
  industryBox,
  location,
  openOnboarding,
  serve,
  stageCard,
  stepTitle,
  textResponse,
  settle,
  stepSubtitle,
} from '../test/onboarding-test-kit';

// The dashboard after completion is a remote; the Module Federation runtime is replaced by a fake one.
jest.mock('../../remotes/api/remote-registry', () => ({ loadRemoteRoutes: jest.fn() }));
const loadRemote = loadRemoteRoutes as jest.MockedFunction<typeof loadRemoteRoutes>;

const DONE_USER = makeUser({}, true);

// Whole-app renders with antd's full styles: each role query after a render pays a style pass in jsdom, so these
// tests need more than jest's default 5 s.
jest.setTimeout(30_000);

/** A stage card's title: the element its aria-labelledby points at. */
// eslint-disable-next-line testing-library/no-node-access -- the title that names each card through aria-labelledby, not the card's whole text
const stageTitle = (card: HTMLElement) => document.getElementById(card.getAttribute('aria-labelledby') ?? '')?.textContent;

beforeEach(() => {
  localStorage.clear();
  forgetLoadedRemotes();
  loadRemote.mockReset();
  loadRemote.mockImplementation(async (name) => fakeRemote(name));
  serve({});
});

/** Saves a wizard that is on step 4 with everything filled, as a reload in the middle of onboarding would find it. */
function seedStep4(userId = NEW_USER.id) {
  localStorage.setItem(
    onboardingProgressKey(userId),
    JSON.stringify({ step: 4, companyName: 'Acme Studio', website: 'acme.com', industry: 'Technology', businessStage: 'STAGE 2 - Build' }),
  );
  localStorage.setItem(northStarDraftKey(userId), JSON.stringify(STATEMENT));
}

describe('step 1: Set the foundation', () => {
  it('labels its fields, disables Back, and enables Next only with a name and an industry', async () => {
    await openOnboarding();
    expect(stepSubtitle()).toBe('Key business details');
    expect(field('Website').type).toBe('url');
    expect(button('Back')).toHaveProperty('disabled', true);
    expect(button('Next')).toHaveProperty('disabled', true);

    fireEvent.change(field('Business name'), { target: { value: '   ' } });
    fireEvent.mouseDown(industryBox());
    expect(screen.getAllByRole('option')).toHaveLength(14);
    fireEvent.click(screen.getByTitle('Technology'));
    expect(button('Next')).toHaveProperty('disabled', true);

    fireEvent.change(field('Business name'), { target: { value: 'Acme Studio' } });
    expect(button('Next')).toHaveProperty('disabled', false);
  });

  it('explains what is missing when the form is submitted anyway', async () => {
    await openOnboarding();
    fireEvent.change(field('Business name'), { target: { value: 'Acme Studio' } });
    fireEvent.keyDown(field('Business name'), { key: 'Enter' });
    expect(await screen.findByText('Please fill required fields')).toBeVisible();
    expect(screen.getByText('Company name and industry are required to continue.')).toBeVisible();
    expect(stepTitle().textContent).toBe('Set the foundation');
  });

  it('accepts only an http(s) website: "not a url" keeps Next disabled and says why under the field', async () => {
    await openOnboarding();
    fillFoundation('Acme Studio', 'Technology', 'not a url');
    expect(button('Next')).toHaveProperty('disabled', true);
    fireEvent.blur(field('Website'));
    const error = await screen.findByRole('alert');
    expect(error.textContent).toBe('Enter a website address starting with http:// or https://, for example https://example.com');
    expect(field('Website').getAttribute('aria-invalid')).toBe('true');
    expect(field('Website').getAttribute('aria-describedby')).toBe(error.id);
    // Enter does not move on either, and does not claim a required field is missing.
    fireEvent.keyDown(field('Business name'), { key: 'Enter' });
    expect(stepTitle().textContent).toBe('Set the foundation');
    expect(screen.queryByText('Please fill required fields')).toBeNull();

    for (const bad of ['javascript:alert(1)', 'ftp://acme.com']) {
      fireEvent.change(field('Website'), { target: { value: bad } });
      expect(button('Next')).toHaveProperty('disabled', true);
    }
    fireEvent.change(field('Website'), { target: { value: 'acme.com' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(button('Next')).toHaveProperty('disabled', false);
  });

  it('shows the side step list on large screens and "Step n of 4" on small ones', async () => {
    const { unmount } = await openOnboarding();
    expect(screen.getByText('Map your starting point')).toBeVisible();
    // Still there for screen readers, since the list marks the current step only visually.
    expect(screen.getByText('Step 1 of 4').style).toMatchObject({ position: 'absolute', width: '1px', overflow: 'hidden' });
    unmount();

    const width = window.innerWidth;
    window.innerWidth = 375;
    try {
      await openOnboarding();
      await waitFor(() => expect(screen.queryByText('Map your starting point')).toBeNull());
      expect(screen.getByText('Step 1 of 4').style.position).toBe('');
    } finally {
      window.innerWidth = width;
    }
  });

  // antd's Grid.useBreakpoint answered {} in the wizard's first render, so a large screen got the small layout first
  // and then, from a layout effect, the whole wizard again with the step list: two renders of every step's form.
  it('puts the side step list in the DOM with the wizard on a large screen, not in a second render', async () => {
    // Each node inserted. A second render that adds the list inserts its column as a node of its own, apart from the
    // step's form.
    const inserted: Node[] = [];
    const observer = new MutationObserver((records) => records.forEach((record) => inserted.push(...record.addedNodes)));
    observer.observe(document.body, { childList: true, subtree: true });
    try {
      await openOnboarding();
    } finally {
      observer.disconnect();
    }
    expect(screen.getByText('Map your starting point')).toBeVisible();
    const listApart = inserted.filter((node) => node.textContent?.includes('Map your starting point') && !node.textContent.includes('Step 1 of 4'));
    expect(listApart).toEqual([]);
  });

  it('signs out to /', async () => {
    const api = serve({ 'POST /api/auth/sign-out': () => new Response(null, { status: 204 }) });
    await openOnboarding();
    fireEvent.click(button('Sign Out'));
    await waitFor(() => expect(location()).toBe('/'));
    expect(callsTo(api, '/api/auth/sign-out')).toHaveLength(1);
    expect(useAuthStore.getState().status).toBe('signedOut');
  });
});

describe('step 2: Map your starting point', () => {
  it('offers launch, build and grow, needs one chosen, and moves focus to each new step title', async () => {
    await openOnboarding();
    fillFoundation('Acme Studio', 'Technology');
    await goNext('Map your starting point');
    expect(stepTitle()).toHaveFocus();
    expect(stepSubtitle()).toBe('Where you are today');

    expect(screen.getAllByRole('radio').map(stageTitle)).toEqual(['Launch', 'Build', 'Grow']);
    expect(button('Next')).toHaveProperty('disabled', true);

    fireEvent.click(stageCard('Build'));
    expect(stageCard('Build').getAttribute('aria-checked')).toBe('true');
    expect(button('Next')).toHaveProperty('disabled', false);

    fireEvent.click(button('Back'));
    await screen.findByRole('heading', { level: 1, name: 'Set the foundation' });
    expect(stepTitle()).toHaveFocus();
    expect(field('Business name').value).toBe('Acme Studio');
  });
});

describe('step 3: Your North Star Statement', () => {
  it('reads as a sentence about the company and needs all four parts non-blank before Next', async () => {
    await openOnboarding();
    fillFoundation('Acme Studio', 'Technology');
    await goNext('Map your starting point');
    fireEvent.click(stageCard('Launch'));
    await goNext('Your North Star Statement');
    expect(stepSubtitle()).toBe('Guides your marketing strategy');
    expect(screen.getByText('Acme Studio')).toBeVisible();

    fillStatement({ ...STATEMENT, benefit: '   ' });
    fireEvent.click(button('Next'));
    expect(await screen.findByText('Please complete all fields')).toBeVisible();
    expect(screen.getByText('All fields in your North Star Statement are required to continue.')).toBeVisible();
    expect(stepTitle().textContent).toBe('Your North Star Statement');

    fireEvent.change(field('Benefit'), { target: { value: STATEMENT.benefit } });
    await goNext('Launch with confidence');
    expect(screen.getByRole('heading', { level: 2, name: 'Nice to meet you, Acme Studio!' })).toBeVisible();
  });
});

describe('saved progress', () => {
  it('saves the draft on every change, per user, and restores it and the step after a reload', async () => {
    const first = await openOnboarding();
    fillFoundation('Acme Studio', 'Technology', 'acme.com');
    await goNext('Map your starting point');
    fireEvent.click(stageCard('Grow'));
    await goNext('Your North Star Statement');
    fireEvent.change(field('Type of person'), { target: { value: 'a busy parent' } });
    expect(JSON.parse(localStorage.getItem(northStarDraftKey(NEW_USER.id)) ?? '{}')).toMatchObject({ type_of_person: 'a busy parent' });
    first.unmount();

    await openOnboarding(NEW_USER, 'Your North Star Statement');
    expect(field('Type of person').value).toBe('a busy parent');
    expect(screen.getByText('Acme Studio')).toBeVisible();
    fireEvent.click(button('Back'));
    await screen.findByRole('heading', { level: 1, name: 'Map your starting point' });
    expect(stageCard('Grow').getAttribute('aria-checked')).toBe('true');
  });

  it('never shows one user’s answers to another user on the same browser', async () => {
    seedStep4(NEW_USER.id);
    await openOnboarding(OTHER_USER);
    expect(field('Business name').value).toBe('');
    expect(localStorage.getItem(northStarDraftKey(NEW_USER.id))).toBe(JSON.stringify(STATEMENT));
  });

  it('does not skip a gate when the saved step is ahead of the saved answers', async () => {
    localStorage.setItem(
      onboardingProgressKey(NEW_USER.id),
      JSON.stringify({ step: 4, companyName: 'Acme Studio', website: '', industry: 'Technology', businessStage: '' }),
    );
    await openOnboarding(NEW_USER, 'Map your starting point');
  });
});

describe('step 4: Launch with confidence', () => {
  afterEach(() => jest.useRealTimers());

  it('sends the answers, reloads the user twice 500 ms apart, then goes to /dashboard', async () => {
    seedStep4();
    const api = serve({
      'POST /api/onboarding/complete': () => ({ success: true, brandId: '3f0c2a56-7d1e-4c9b-8a2f-5e6d7c8b9a01' }),
      'GET /api/auth/me': () => ({ user: DONE_USER }),
    });
    await openOnboarding(NEW_USER, 'Launch with confidence');
    expect(screen.getByRole('heading', { level: 2, name: 'Nice to meet you, Acme Studio!' })).toBeVisible();

    jest.useFakeTimers();
    fireEvent.click(button("Let's go! →"));
    await settle(() => callsTo(api, '/api/auth/me').length === 1);
    expect(button('Setting up...')).toHaveProperty('disabled', true);

    const [complete] = callsTo(api, '/api/onboarding/complete');
    expect(complete.method).toBe('POST');
    expect(complete.body).toEqual({
      companyName: 'Acme Studio',
      website: 'https://acme.com',
      industry: 'Technology',
      businessStage: 'STAGE 2 - Build',
      northStarStatement: '',
      northStarData: STATEMENT,
    });
    expect(localStorage.getItem(northStarDraftKey(NEW_USER.id))).toBeNull();
    expect(localStorage.getItem(onboardingProgressKey(NEW_USER.id))).toBeNull();
    // The dashboard next greets them as new: 'Welcome, {name}' rather than 'Welcome back'.
    expect(localStorage.getItem(firstVisitKey(NEW_USER.id))).toBe('1');

    await act(() => jest.advanceTimersByTimeAsync(499));
    expect(callsTo(api, '/api/auth/me')).toHaveLength(1);
    expect(location()).toBe('/onboarding');
    expect(button('Setting up...')).toHaveProperty('disabled', true);

    await act(() => jest.advanceTimersByTimeAsync(1));
    await settle(() => callsTo(api, '/api/auth/me').length === 2 && location() === '/dashboard');
  });

  it('reads the brand list again after completion, so the header shows the brand it created', async () => {
    seedStep4();
    let brands: BrandSummary[] = [];
    const api = serve({
      'POST /api/onboarding/complete': () => {
        brands = [{ id: '3f0c2a56-7d1e-4c9b-8a2f-5e6d7c8b9a01', companyName: 'Acme Studio', isDefault: true }];
        return { success: true, brandId: '3f0c2a56-7d1e-4c9b-8a2f-5e6d7c8b9a01' };
      },
      'GET /api/auth/me': () => ({ user: DONE_USER }),
      'GET /api/user-brands': () => ({ brands }),
    });
    await openOnboarding(NEW_USER, 'Launch with confidence');
    await waitFor(() => expect(callsTo(api, '/api/user-brands')).toHaveLength(1));

    fireEvent.click(button("Let's go! →"));
    await waitFor(() => expect(location()).toBe('/dashboard'));
    await waitFor(() => expect(callsTo(api, '/api/user-brands')).toHaveLength(2));
    await screen.findByText('Acme Studio', { selector: 'header *' });
  });

  it('goes to /dashboard even when reloading the user fails', async () => {
    seedStep4();
    serve({
      'POST /api/onboarding/complete': () => ({ success: true, brandId: '3f0c2a56-7d1e-4c9b-8a2f-5e6d7c8b9a01' }),
      'GET /api/auth/me': () => textResponse(500, 'boom'),
    });
    await openOnboarding(NEW_USER, 'Launch with confidence');
    fireEvent.click(button("Let's go! →"));
    await waitFor(() => expect(location()).toBe('/dashboard'));
  });

  it("shows the server's message when completion fails, and stays on the step", async () => {
    seedStep4();
    serve({
      'POST /api/onboarding/complete': () => errorResponse(400, 'validation_error', 'Website must be a URL', 'website'),
    });
    await openOnboarding(NEW_USER, 'Launch with confidence');
    fireEvent.click(button("Let's go! →"));
    expect(await screen.findByText('Website must be a URL')).toBeVisible();
    expect(screen.getByText('Error')).toBeVisible();
    expect(button("Let's go! →")).toHaveProperty('disabled', false);
    expect(location()).toBe('/onboarding');
    expect(localStorage.getItem(northStarDraftKey(NEW_USER.id))).not.toBeNull();
    expect(localStorage.getItem(firstVisitKey(NEW_USER.id))).toBeNull();
  });

  it('falls back to a general message when the server sent no error body', async () => {
    seedStep4();
    serve({ 'POST /api/onboarding/complete': () => textResponse(502, 'Bad Gateway') });
    await openOnboarding(NEW_USER, 'Launch with confidence');
    fireEvent.click(button("Let's go! →"));
    expect(await screen.findByText('Failed to complete onboarding. Please try again.')).toBeVisible();
  });
});
