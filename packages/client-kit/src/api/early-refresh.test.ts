import { PAGE_SESSION_ELEMENT_ID } from '@navia/contracts';
import { earlySession, startEarlyRefresh, takeEarlyRefresh } from './early-refresh';

// Issue 16: a page the gateway restored the session for carries the refresh's answer; the app takes it as its own
// refresh's, once, and sends none (a second refresh would rotate the token the page's cookie just got).
afterEach(() => {
  takeEarlyRefresh();
  document.body.replaceChildren();
});

it("takes the page's refresh answer instead of sending a refresh, and only once", async () => {
  const fetchMock = jest.fn();
  globalThis.fetch = fetchMock;
  const answer = { accessToken: 'tok', user: { id: 'u1', publicMetadata: { onboardingComplete: true } } };
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PAGE_SESSION_ELEMENT_ID;
  element.textContent = JSON.stringify(answer);
  document.body.append(element);

  startEarlyRefresh();
  expect(fetchMock).not.toHaveBeenCalled();
  expect(document.getElementById(PAGE_SESSION_ELEMENT_ID)).toBeNull();
  expect(await earlySession()).toEqual(answer);
  const response = await takeEarlyRefresh();
  expect(response?.status).toBe(200);
  expect(await response?.json()).toEqual(answer);
});

it('sends the refresh when the page carries no answer', () => {
  const fetchMock = jest.fn(() => new Promise<Response>(() => undefined));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  startEarlyRefresh();
  expect(fetchMock).toHaveBeenCalledWith('/api/auth/refresh', expect.objectContaining({ method: 'POST' }));
});
