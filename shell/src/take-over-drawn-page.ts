/** However the app's start goes, the drawn page gives way by then (a start that never settles must not leave it inert). */
const GIVE_WAY_AT_LATEST_MS = 15_000;

/** The app's main area is up and shows no loading state (PageLoading and antd's spinners mark themselves busy). */
function showsItsPage(container: HTMLElement): boolean {
  const main = container.querySelector('#main-content');
  return main !== null && main.querySelector('[aria-busy="true"]') === null;
}

/**
 * A page the gateway drew for its user (#root, inert: nothing in it answers yet) stays on screen while the app renders
 * its own first screen into a container off the page. The app's container takes #root's place once its main area
 * shows no loading state and the route's first data has settled, so the reader sees the page and then the same page,
 * live, with no loading state in between. Returns the container to render into.
 */
export function takeOverDrawnPage(drawn: HTMLElement, firstDataSettled: Promise<unknown>): HTMLElement {
  const container = document.createElement('div');
  let settled = false;
  let done = false;
  const giveWay = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(latest);
    container.id = drawn.id;
    drawn.replaceWith(container);
  };
  // After the frame the app's last change is painted in (its commit's layout and styles), not in the middle of it.
  const check = () => {
    if (settled && showsItsPage(container)) requestAnimationFrame(giveWay);
  };
  const observer = new MutationObserver(check);
  observer.observe(container, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
  const latest = setTimeout(giveWay, GIVE_WAY_AT_LATEST_MS);
  void firstDataSettled.finally(() => {
    settled = true;
    check();
  });
  return container;
}
