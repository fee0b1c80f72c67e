// stack notes: react-router 7 needs TextEncoder in jsdom, antd needs matchMedia (and ResizeObserver for menus that
// measure overflow).
const util = require('node:util');
Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });

// Width queries are answered against jsdom's window (1024 px unless a test resizes it), so components see the same
// breakpoints a browser of that width would; antd's Grid.useBreakpoint depends on it.
function evaluate(query) {
  const min = /\(min-width:\s*(\d+)px\)/.exec(query);
  const max = /\(max-width:\s*(\d+(?:\.\d+)?)px\)/.exec(query);
  return (!min || window.innerWidth >= Number(min[1])) && (!max || window.innerWidth <= Number(max[1]));
}
window.matchMedia = (query) => ({
  get matches() {
    return evaluate(query);
  },
  media: query,
  onchange: null,
  addListener() {},
  removeListener() {},
  addEventListener() {},
  removeEventListener() {},
  dispatchEvent() {
    return false;
  },
});

if (!globalThis.ResizeObserver) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// jsdom has no fetch Response/Request/Headers. Tests mock fetch per file but answer with real Response objects, so
// take Node's own classes from the outer context (a jest sandbox global would not see them).
const outer = require('node:vm');
for (const name of ['Response', 'Request', 'Headers']) {
  if (!globalThis[name]) globalThis[name] = outer.runInThisContext(name);
}

// jsdom has no MessageChannel; antd 6's Form schedules its watchers with one. A timer-backed stand-in is enough for
// tests (a real worker_threads MessageChannel would keep jest's event loop open).
if (typeof globalThis.MessageChannel === 'undefined') {
  class TimerPort {
    constructor() {
      this.onmessage = null;
      this.peer = null;
    }
    postMessage(data) {
      setTimeout(() => this.peer?.onmessage?.({ data }), 0);
    }
    close() {}
  }
  globalThis.MessageChannel = class TimerMessageChannel {
    constructor() {
      this.port1 = new TimerPort();
      this.port2 = new TimerPort();
      this.port1.peer = this.port2;
      this.port2.peer = this.port1;
    }
  };
}

// jsdom implements getComputedStyle without pseudo-elements and logs an error when asked; antd's modal scroll lock
// measures the scrollbar that way. The element's own computed style is a fine answer in tests.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element) => computedStyle(element);

// Testing Library's findBy*/waitFor give up after 1 s by default. A lazily loaded antd page can take much longer to
// render in jsdom on a loaded 2-core runner (seen: the pricing page at 1 s; the writing workspace's failure toast at
// 5 s beside stress-ng --cpu 2), so they wait up to 15 s, and tests do not set shorter bounds of their own. A wait
// ends at its event: a test that passes is not slowed.
// Set on @testing-library/dom (whose config React Testing Library shares): importing RTL itself here, before the test
// framework exists, would switch off its automatic cleanup between tests.
require('@testing-library/dom').configure({ asyncUtilTimeout: 15_000 });

// React 19's development build captures a stack trace (an Error) for every element it creates, for the "owner stacks"
// of its warnings, up to 10,000 elements per render, the cap React itself applies. Rendering antd pages in jsdom
// creates a great many elements, and those captures were 12 % of the web stage's CPU (280 → 250 CPU-s for the whole
// project, measured 2026-11-26). Here the cap counts as reached from the start, as React does past 10,000: warnings
// still name their components, without the line that created each element. REACT_OWNER_STACKS=1 keeps them, for
// chasing a warning.
if (process.env.REACT_OWNER_STACKS !== '1') {
  const internals = require('react').__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
  if (internals && typeof internals.recentlyCreatedOwnerStacks === 'number') {
    Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', { get: () => 10_000, set() {} });
  }
}
