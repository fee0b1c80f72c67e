import { keepEarlyClicks } from './early-clicks';

/** The prerendered page: a header and a card, each with the Sign In / Sign Up pair. */
const PAGE = '<header><button>Sign In</button><button>Sign Up</button></header><main><button>Sign In</button><button>Sign Up</button></main>';

function pageRoot(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = PAGE;
  document.body.append(root);
  return root;
}

/** The app renders over the page, as React's first commit does: the prerendered nodes go, its own come. */
function takeOver(root: HTMLElement, onClick: (label: string, index: number) => void, html = PAGE): void {
  root.replaceChildren();
  root.innerHTML = html;
  root.querySelectorAll('button').forEach((button, index) => button.addEventListener('click', () => onClick(button.textContent ?? '', index)));
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => document.body.replaceChildren());

describe('keepEarlyClicks', () => {
  it("clicks, once the app has taken over, the app's button in the place of the one tapped before", async () => {
    const root = pageRoot();
    keepEarlyClicks(root);
    root.querySelectorAll('button')[3].click(); // the card's Sign Up, before the app's code has run
    const clicked: [string, number][] = [];
    takeOver(root, (label, index) => clicked.push([label, index]));
    await settle();
    expect(clicked).toEqual([['Sign Up', 3]]);
  });

  it('replays nothing when nothing was tapped, and leaves later clicks to the app alone', async () => {
    const root = pageRoot();
    keepEarlyClicks(root);
    const clicked: string[] = [];
    takeOver(root, (label) => clicked.push(label));
    await settle();
    root.querySelectorAll('button')[0].click();
    await settle();
    expect(clicked).toEqual(['Sign In']);
  });

  it('waits for the button when the first render shows something else', async () => {
    const root = pageRoot();
    keepEarlyClicks(root);
    root.querySelectorAll('button')[2].click();
    const clicked: string[] = [];
    takeOver(root, (label) => clicked.push(label), '<p>Loading...</p>');
    await settle();
    expect(clicked).toEqual([]);
    takeOver(root, (label) => clicked.push(label));
    await settle();
    expect(clicked).toEqual(['Sign In']);
  });

  it('does not click a button of another label in that place', async () => {
    const root = pageRoot();
    keepEarlyClicks(root);
    root.querySelectorAll('button')[0].click();
    const clicked: string[] = [];
    takeOver(root, (label) => clicked.push(label), '<button>Continue</button>');
    await settle();
    expect(clicked).toEqual([]);
  });
});
