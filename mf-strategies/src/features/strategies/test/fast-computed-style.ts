// jsdom's getComputedStyle cascades every stylesheet antd injected on each call: slow on accessible-name lookups in
// these dialogs. The element's own inline style answers instead; layout is not what these tests check.
window.getComputedStyle = (element: Element) => (element as HTMLElement).style;

export {};
