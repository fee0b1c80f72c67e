// jsdom's getComputedStyle cascades every stylesheet antd injected on each call: about a second per accessible-name
// lookup on these long forms. The element's own inline style answers instead; layout is not what these tests check.
// (The MessageChannel stand-in and the pseudo-element fix for every web test are in jest.setup.web.js.)
window.getComputedStyle = (element: Element) => (element as HTMLElement).style;

export {};
