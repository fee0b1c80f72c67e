import { takeOverDrawnPage } from './take-over-drawn-page';

// Issue 16: the page the gateway drew stays until the app's own first screen shows no loading state and the route's
// first data has settled; then the app's container takes #root's place.
const frame = () => new Promise((done) => requestAnimationFrame(done));

it("keeps the drawn page until the app's page is up and its data settled, then puts the app's in its place", async () => {
  document.body.innerHTML = '<div id="root" inert><main id="main-content"><h1>Tasks</h1></main></div>';
  const drawn = document.getElementById('root')!;
  let settle!: () => void;
  const container = takeOverDrawnPage(drawn, new Promise<void>((done) => (settle = done)));

  container.innerHTML = '<main id="main-content"><div role="status" aria-busy="true">Loading your tasks...</div></main>';
  await frame();
  expect(document.getElementById('root')).toBe(drawn);
  settle();
  await Promise.resolve();
  await frame();
  // Still loading: the drawn page stays.
  expect(document.getElementById('root')).toBe(drawn);

  container.querySelector('[role="status"]')!.remove();
  container.querySelector('main')!.insertAdjacentHTML('beforeend', '<h1>Tasks</h1>');
  await Promise.resolve();
  await frame();
  await frame();
  expect(document.getElementById('root')).toBe(container);
  expect(drawn.isConnected).toBe(false);
  expect(container.hasAttribute('inert')).toBe(false);
});
