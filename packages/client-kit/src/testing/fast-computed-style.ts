// For the remotes' web tests (imported as '@navia/client-kit/src/testing/fast-computed-style'; not part of the bundle).
// jsdom's getComputedStyle cascades every stylesheet antd injected on each call: slow on accessible-name lookups.
// The element's own inline style answers instead; layout is not what these tests check. A property the element does
// not set reads as '0px' rather than '': the auto-sizing textareas parse paddings and borders as numbers, and '' gave
// NaN heights (a React warning per render).
window.getComputedStyle = (element: Element) => {
  const style = (element as HTMLElement).style;
  return new Proxy(style, {
    get(target, property) {
      if (property === 'getPropertyValue') return (name: string) => target.getPropertyValue(name) || '0px';
      const value = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
};

export {};
