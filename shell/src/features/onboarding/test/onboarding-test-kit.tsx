// The onboarding tests query fields, cards and buttons by role after each step: answer getComputedStyle from inline
// styles, as the remotes' tests do (the wizard's file ran 95 s, now 15 s). Not in render-app for every shell test:
// some check that antd hides a drawer or menu with its CSS classes, which this stand-in cannot see.
import '@navia/client-kit/src/testing/fast-computed-style';
import { act, fireEvent, screen } from '@testing-library/react';
import { fakeApi, type FakeApi, type FakeRequest, type FakeRoutes } from '@navia/client-kit/src/testing/fake-api';
import type { NorthStarData, User } from '@navia/contracts';
import { makeUser, renderApp, setAuth } from '../../../test/render-app';

// Shared by the onboarding tests only (no .test suffix, so jest does not run it as a suite).

// Speed note: the first role query after each render recomputes styles (jsdom's getComputedStyle over antd's CSS,
// ~1 s). Fields, the industry combobox and stage cards are found by their label instead, which gives the same
// accessible name without the style pass; role queries are kept for buttons and headings.

export { errorResponse } from '@navia/client-kit/src/testing/fake-api';
/** An answer without a JSON body (a proxy's error page): what the client must survive, beyond the contract. */
export const textResponse = (status: number, text: string) => new Response(text, { status });

/**
 * The client kit's fake API: answers the listed calls of the contract (values checked against the call's response
 * schema); anything else is a 404 in the API's error shape.
 */
export const serve = (routes: FakeRoutes): FakeApi => fakeApi(routes);

/** The requests sent to `path` (query string aside). */
export const callsTo = (api: FakeApi, path: string): FakeRequest[] => api.requests.filter((request) => request.path === path);

export const NEW_USER = makeUser({}, false);
export const OTHER_USER = makeUser({ id: '0b7e7c1a-9a43-4b8e-8c5f-2f0b8a0e1d22', email: 'bo@example.com', firstName: 'Bo' }, false);

export const STATEMENT: NorthStarData = {
  type_of_person: 'a busy parent',
  type_of_problem: 'short on time to cook',
  product_or_service: 'ready-to-cook meal kits',
  benefit: 'eat well every night',
};

/** /onboarding in the whole app, signed in as `user`, once the lazily loaded page shows a step title. */
export async function openOnboarding(user: User = NEW_USER, expectedTitle = 'Set the foundation') {
  setAuth({ status: 'signedIn', user, accessToken: 'tok' });
  const view = renderApp('/onboarding');
  await screen.findByRole('heading', { level: 1, name: expectedTitle });
  return view;
}

export const stepTitle = () => screen.getByRole('heading', { level: 1 });
export const button = (name: string | RegExp) => screen.getByRole('button', { name });
export const stepSubtitle = () => stepTitle().nextElementSibling?.textContent;
export const field = (name: string) => screen.getByLabelText(name, { selector: 'input' }) as HTMLInputElement;
export const location = () => screen.getByTestId('location').textContent;

export async function goNext(expectedTitle: string) {
  fireEvent.click(button('Next'));
  await screen.findByRole('heading', { level: 1, name: expectedTitle });
}

export const industryBox = () => screen.getByLabelText('Industry', { selector: 'input' });
export const stageCard = (title: string) => screen.getByLabelText(title, { selector: '[role="radio"]' });

export function chooseIndustry(industry: string) {
  fireEvent.mouseDown(industryBox());
  fireEvent.click(screen.getByTitle(industry));
}

export function fillFoundation(companyName: string, industry: string, website = '') {
  fireEvent.change(field('Business name'), { target: { value: companyName } });
  if (website) fireEvent.change(field('Website'), { target: { value: website } });
  chooseIndustry(industry);
}

export function fillStatement(statement: NorthStarData) {
  fireEvent.change(field('Type of person'), { target: { value: statement.type_of_person } });
  fireEvent.change(field('Problem'), { target: { value: statement.type_of_problem } });
  fireEvent.change(field('Product or service'), { target: { value: statement.product_or_service } });
  fireEvent.change(field('Benefit'), { target: { value: statement.benefit } });
}

export const statementValues = (): NorthStarData => ({
  type_of_person: field('Type of person').value,
  type_of_problem: field('Problem').value,
  product_or_service: field('Product or service').value,
  benefit: field('Benefit').value,
});

// Taken before any test fakes the timers, so `settle` can still wait on the real event loop.
const realSetTimeout = globalThis.setTimeout;

/**
 * For tests with jest's fake timers: waits for `predicate` while running only the timers already due (React Query
 * notifies through setTimeout 0) and letting the real event loop read Node's Response bodies. Unlike waitFor it
 * never moves the fake clock, so a test controls exactly when a 500 ms delay ends.
 */
export async function settle(predicate: () => boolean) {
  for (let i = 0; i < 200 && !predicate(); i++) {
    await act(async () => {
      await new Promise<void>((resolve) => realSetTimeout(resolve, 1));
      await jest.advanceTimersByTimeAsync(0);
    });
  }
  if (!predicate()) throw new Error('condition not reached');
}
