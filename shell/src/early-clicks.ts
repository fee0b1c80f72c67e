// Imports nothing: the shell's main.js carries it.

/** How long after the app has taken over the page an early click still waits for its button to appear. */
const REPLAY_WINDOW_MS = 10_000;

/**
 * The prerendered signed-out page draws its buttons (Sign In, Sign Up) before the app's code has arrived, and a tap
 * on one of them then would do nothing: no handler is attached yet. This keeps the last such tap and, once the app
 * has rendered over the page, clicks the button drawn in the same place (the same components render the same
 * buttons in the same order), so the tap opens its dialog a moment later instead of being lost.
 */
export function keepEarlyClicks(root: HTMLElement): void {
  const prerendered = Array.from(root.childNodes);
  const buttons = () => Array.from(root.querySelectorAll('button'));
  let early: { index: number; label: string } | null = null;

  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && prerendered.some((node) => node.contains(button))) early = { index: buttons().indexOf(button), label: button.textContent ?? '' };
  };
  document.addEventListener('click', onClick, true);

  let takenOverAt = 0;
  const observer = new MutationObserver(() => {
    if (prerendered.some((node) => root.contains(node))) return;
    if (!takenOverAt) {
      takenOverAt = Date.now();
      document.removeEventListener('click', onClick, true);
    }
    const button = early && buttons()[early.index];
    if (button && button.textContent === early?.label) button.click();
    // Replayed, nothing to replay, or the page went on without that button.
    if (button || !early || Date.now() - takenOverAt > REPLAY_WINDOW_MS) observer.disconnect();
  });
  observer.observe(root, { childList: true, subtree: true });
}
