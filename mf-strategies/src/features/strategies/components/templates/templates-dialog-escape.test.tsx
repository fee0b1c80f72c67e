import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { NaviaTooltip, TOOLTIP_DELAY_MS } from '@navia/client-kit';
import { makeTemplate } from '../../test/fixtures';
import { choose, click, dialogClosed, findDialog, openPage } from '../../test/strategies-test-kit';

// antd's popups share one stack for Escape (the topmost one takes it), keyed by id. Under NODE_ENV=test every id is
// 'test-id', so a closing popup would drop the dialog's entry too and a tooltip opening over the dialog would never
// be stacked at all: give each its own id, as a browser does, so these tests see the stack a person gets.
jest.mock('@rc-component/util/lib/hooks/useId', () => {
  const { useId } = jest.requireActual<typeof import('react')>('react');
  const useTestId = (id?: string) => {
    const generated = useId();
    return id ?? generated;
  };
  return { __esModule: true, default: useTestId, getId: () => 'id' };
});

jest.setTimeout(30_000);

const TITLE = 'Marketing Strategies';
const TEMPLATES = [
  makeTemplate({ id: 'one', name: 'First Template', metadata: { goalType: 'consistency', platform: 'instagram' } }),
  makeTemplate({ id: 'two', name: 'Second Template', metadata: { goalType: 'launch', platform: 'email' } }),
];

// Escape goes where a person's key press goes: to whatever has focus.
// eslint-disable-next-line testing-library/no-node-access
const pressEscape = () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('Escape closes the Marketing Strategies dialog', () => {
  it('once it is open', async () => {
    await openPage({ templates: TEMPLATES });
    click(screen.getByRole('button', { name: 'Launch a Strategy' }));
    const templates = within(await findDialog(TITLE));
    await templates.findAllByRole('article');
    pressEscape();
    await dialogClosed(TITLE);
  });

  it('after a filter was chosen', async () => {
    await openPage({ templates: TEMPLATES });
    click(screen.getByRole('button', { name: 'Launch a Strategy' }));
    const templates = within(await findDialog(TITLE));
    await templates.findAllByRole('article');
    choose(templates, 'Platform', 'Email');
    await wait(300);
    pressEscape();
    await dialogClosed(TITLE);
  });

  it('when it was opened right after a rail link was clicked: no late rail tooltip opens over it and takes Escape', async () => {
    await openPage({ templates: TEMPLATES });
    // The shell's rail link with its tooltip: pointed at and clicked, then the person goes straight on to Launch a
    // Strategy, within the tooltip's delay.
    render(
      <NaviaTooltip title="Strategies" placement="right">
        <a href="#strategies">Strategies rail link</a>
      </NaviaTooltip>,
    );
    const rail = screen.getByText('Strategies rail link');
    fireEvent.mouseEnter(rail);
    fireEvent.focus(rail);
    fireEvent.click(rail);
    fireEvent.mouseLeave(rail);
    fireEvent.blur(rail);
    click(screen.getByRole('button', { name: 'Launch a Strategy' }));
    const templates = within(await findDialog(TITLE));
    await templates.findAllByRole('article');
    await wait(TOOLTIP_DELAY_MS + 100);
    expect(screen.queryByRole('tooltip')).toBeNull();
    pressEscape();
    await dialogClosed(TITLE);
  });
});
