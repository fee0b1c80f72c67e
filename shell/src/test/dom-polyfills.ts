// jsdom has no MessageChannel; antd 6's Form schedules its watchers with one. A timer-backed stand-in is enough for
// tests (a real worker_threads MessageChannel would keep jest's event loop open).
if (typeof globalThis.MessageChannel === 'undefined') {
  type Listener = ((event: { data: unknown }) => void) | null;
  class TimerPort {
    onmessage: Listener = null;
    peer: TimerPort | null = null;
    postMessage(data: unknown): void {
      setTimeout(() => this.peer?.onmessage?.({ data }), 0);
    }
    close(): void {}
  }
  class TimerMessageChannel {
    port1 = new TimerPort();
    port2 = new TimerPort();
    constructor() {
      this.port1.peer = this.port2;
      this.port2.peer = this.port1;
    }
  }
  (globalThis as unknown as { MessageChannel: unknown }).MessageChannel = TimerMessageChannel;
}

// jsdom implements getComputedStyle without pseudo-elements and logs an error when asked; antd's modal scroll lock
// measures the scrollbar that way. The element's own style is a fine answer in tests.
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => getComputedStyle(element);

export {};
