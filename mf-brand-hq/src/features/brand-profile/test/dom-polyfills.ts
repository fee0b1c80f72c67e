// jsdom gaps antd runs into (the same stand-ins as shell/src/test/dom-polyfills.ts, which a remote cannot import).

// antd 6 schedules some watchers with a MessageChannel, which jsdom lacks; a timer-backed stand-in is enough.
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

// jsdom's getComputedStyle logs an error for pseudo-elements (antd's modal scroll lock asks for one), and it
// cascades every stylesheet antd injected on each call: about a second per accessible-name lookup on these long
// forms. The element's own inline style answers instead; layout is not what these tests check.
window.getComputedStyle = (element: Element) => (element as HTMLElement).style;

export {};
