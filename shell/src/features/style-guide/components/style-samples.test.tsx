import type { ReactElement } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import { naviaTheme, toastConfig } from '@navia/client-kit';
import { UiStyleGuidePage } from './ui-style-guide-page';
import { DesignSystemDemoPage } from './design-system-demo-page';
import { TokenSamples } from './token-samples';
import { ControlSamples } from './control-samples';
import { FeedbackSamples } from './feedback-samples';

const SECTIONS = [
  'Colour tokens', 'Radius and font', 'Typography scale', 'Buttons', 'Form inputs', 'Tags', 'Alerts', 'Cards',
  'Empty state', 'Toasts', 'Loading', 'Tooltips',
];

// hidden: true skips the visibility check, which on a page this size costs seconds per query in jsdom; nothing here
// is hidden. The detailed checks render one group of samples each for the same reason.
const section = (name: string) => within(screen.getByRole('region', { name, hidden: true }));

/** With the app's theme and toast settings, as app.tsx provides them. */
function renderWithApp(ui: ReactElement) {
  return render(
    <ConfigProvider theme={naviaTheme}>
      <AntApp {...toastConfig}>{ui}</AntApp>
    </ConfigProvider>,
  );
}

it.each([
  ['UI Style Guide', <UiStyleGuidePage key="guide" />],
  ['Design System Demo', <DesignSystemDemoPage key="demo" />],
])('%s shows every section under its heading', (title, page) => {
  renderWithApp(page);
  expect(screen.getByRole('heading', { level: 1, name: title, hidden: true })).toBeVisible();
  const sectionHeadings = screen.getAllByRole('heading', { level: 2, hidden: true });
  expect(sectionHeadings.map((heading) => heading.textContent)).toEqual(SECTIONS);
});

it('shows the theme tokens the components get, by name and value', () => {
  renderWithApp(<TokenSamples />);
  const colours = within(screen.getByRole('region', { name: 'Colour tokens', hidden: true }));
  // Each name sits beside its value (primary and link share the brand blue).
  // eslint-disable-next-line testing-library/no-node-access -- a colour sample's box holds its token name and value
  expect(colours.getByText('colorPrimary').closest('div')?.textContent).toContain('#3b5bdb');
  // eslint-disable-next-line testing-library/no-node-access -- a colour sample's box holds its token name and value
  expect(colours.getByText('colorLink').closest('div')?.textContent).toContain('#3b5bdb');
  expect(section('Radius and font').getByText('borderRadius · 8px')).toBeVisible();
  expect(section('Typography scale').getByText('Heading 1 · 38px')).toBeVisible();
});

it('labels every form input', () => {
  renderWithApp(<ControlSamples />);
  const form = within(screen.getByRole('region', { name: 'Form inputs', hidden: true }));
  expect(form.getByLabelText('Business name')).toBeVisible();
  expect(form.getByRole('combobox', { name: 'Industry' })).toBeVisible();
  expect(form.getByLabelText('Website').getAttribute('type')).toBe('url');
  expect(form.getByLabelText('Description').tagName).toBe('TEXTAREA');
  form.getByRole('checkbox', { name: 'Send me product news' });
  expect(form.getByRole('switch', { name: 'Email notifications' })).toBeVisible();
});

it('shows a toast through the client kit, one at a time', async () => {
  renderWithApp(<FeedbackSamples />);
  const toasts = within(screen.getByRole('region', { name: 'Toasts', hidden: true }));
  fireEvent.click(toasts.getByRole('button', { name: 'Show success toast' }));
  expect(await screen.findByText('Sample success toast')).toBeVisible();
  fireEvent.click(toasts.getByRole('button', { name: 'Show error toast' }));
  expect(await screen.findByText('Sample error toast')).toBeVisible();
  expect(screen.queryByText('Sample success toast')).toBeNull();
});
