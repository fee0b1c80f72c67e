// jsdom's getComputedStyle cascades every stylesheet antd injected on each call, which makes each accessible-name
// lookup slow on a page of cards. The element's own inline style answers instead; layout is not what these tests
// check. (The pseudo-element fix for every web test is in jest.setup.web.js.)
window.getComputedStyle = (element: Element) => (element as HTMLElement).style;

export {};
