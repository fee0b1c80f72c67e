import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { completeBrandSetupViaApi, completeOnboardingViaApi, launchStrategyViaApi, signUpViaApi } from '../support/accounts';
import { blockingViolations } from '../support/axe';
import { saveScreen } from '../support/screens';
import { scrollWidth } from '../support/scroll-width';
import { chooseOption } from '../support/select-option';

/**
 * Issue 7, through the UI on the production arrangement (offline composer): the writing workspace from a draft to
 * its deletion, a task started on the tasks page landing on its generated file, and the workspace at 375 px.
 */

const NEW_TITLE = 'New Document Title';
const TOPIC = 'Our new morning pass for nurses on early shifts';
// 5-Day Launch Sprint: the offer is a manual task due today; the teaser (an Instagram caption) waits for it.
const OFFER_TASK = 'Write your one-sentence offer';
const TEASER = 'Post a teaser that asks people to raise a hand';

const dialog = (page: Page, name: string) => page.getByRole('dialog').filter({ has: page.getByText(name, { exact: true }) });
const fileName = (page: Page) => page.getByRole('textbox', { name: 'File name' });
const preview = (page: Page) => page.getByRole('region', { name: 'Preview', exact: true });
const editor = (page: Page) => page.getByRole('textbox', { name: 'Content', exact: true });
const tool = (page: Page, name: string) => page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name, exact: true });
// antd's Segmented hides its radio inputs; the visible label is what takes the click.
const mode = (page: Page, name: 'Edit' | 'Preview') => page.locator('label.ant-segmented-item').filter({ hasText: new RegExp(`^${name}$`) });
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();
const taskCard = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

/**
 * A docs/screens picture (only with E2E_SCREENS_DIR) with the pointer off the page, so no button shows its hover
 * colour, and without the toasts (each already checked) unless the picture is about one. On a phone the page is
 * longer than the window: the picture is taken with the window as tall as the page, since a full-page capture would
 * draw the fixed bottom bar where the window ended, over the editor.
 */
async function screen(page: Page, name: string, { toasts = false } = {}): Promise<void> {
  if (!process.env.E2E_SCREENS_DIR) return;
  const viewport = page.viewportSize()!;
  await page.mouse.move(viewport.width - 1, viewport.height - 1);
  if (!toasts) {
    for (const close of await page.locator('.ant-notification-notice-close').all()) await close.click();
    await expect(page.locator('.ant-notification-notice')).toHaveCount(0);
  }
  if (viewport.width >= 768) return saveScreen(page, name);
  const height = await page.evaluate<number>('document.documentElement.scrollHeight');
  await page.setViewportSize({ width: viewport.width, height: Math.max(viewport.height, height) });
  await saveScreen(page, name);
  await page.setViewportSize(viewport);
}

/**
 * axe's serious and critical violations with the pointer off the page: a button left under the pointer after its
 * click shows antd's hover colour, which the shared theme has not tuned for contrast (left to the theme's owner).
 */
async function axe(page: Page) {
  const viewport = page.viewportSize()!;
  await page.mouse.move(viewport.width - 1, viewport.height - 1);
  return blockingViolations(page);
}

async function writer(page: Page, tag: string): Promise<string> {
  const { token } = await signUpViaApi(page.request, 'Ann', tag);
  await completeOnboardingViaApi(page.request, token);
  await completeBrandSetupViaApi(page.request, token);
  return token;
}

const launchSprint = (request: APIRequestContext, token: string) => launchStrategyViaApi(request, token);

/** Selects the first occurrence of `text` in the editor, as a person would before a toolbar command. */
async function select(area: Locator, text: string): Promise<void> {
  await area.evaluate((el, wanted) => {
    const textarea = el as unknown as { value: string; focus(): void; setSelectionRange(a: number, b: number): void };
    const start = textarea.value.indexOf(wanted);
    if (start < 0) throw new Error(`'${wanted}' is not in the editor`);
    textarea.focus();
    textarea.setSelectionRange(start, start + wanted.length);
  }, text);
}

test.describe.configure({ timeout: 120_000 });

test('the writing workspace: a draft, the toolbar, undo, save, copy, open and delete', { tag: '@core' }, async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await writer(page, 'create');

  await page.goto('/create/writing');
  await expect(page.getByRole('heading', { name: 'Writing', level: 1 })).toBeVisible();
  await expect(fileName(page)).toHaveValue(NEW_TITLE);
  await expect(preview(page).getByText('Nothing to preview yet.', { exact: false })).toBeVisible();

  // Content Instructions: Where, Who, What and the topic.
  await chooseOption(page, 'Platform', 'Instagram');
  await chooseOption(page, 'Format', 'Instagram Caption');
  await chooseOption(page, 'Audience', 'Commuter Kim');
  await chooseOption(page, 'Offer', 'Morning pass');
  await page.getByRole('textbox', { name: 'Topic to write about' }).fill(TOPIC);
  // Issue 21: the workspace says which model writes. With no model server on the machine it is the composer; a free
  // account sees it with the crown (choosing another model is answered with the upgrade toast: writer-model.test.tsx;
  // with the composer alone there is no other to choose here).
  const model = page.locator('.ant-select').filter({ has: page.getByRole('combobox', { name: 'AI model', exact: true }) });
  await expect(model).toHaveText('Navia Composer (built in)(requires upgrade)');
  await expect(page.getByText('Navia’s built-in writer drafts from your brand profile on this server; nothing is sent to an AI service.')).toBeVisible();
  await screen(page, 'create-instructions');

  // The composer answers in milliseconds; the call is held for 3.5 s so the generating state can be seen rotating.
  await page.route('**/api/mindstudio/execute-writing', async (route) => {
    await new Promise((r) => setTimeout(r, 3_500));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Create Writing' }).click();
  const status = page.getByRole('status').filter({ hasText: /Thinking|Writing the content|finishing pass/ });
  await expect(status).toHaveText('Thinking about what to write...');
  await expect(page.getByRole('button', { name: 'Create Writing' })).toBeDisabled();
  await expect(tool(page, 'Bold')).toBeDisabled();
  await expect(page.locator('.ant-segmented')).toHaveClass(/ant-segmented-disabled/);
  await screen(page, 'create-generating');
  await expect(status).toHaveText("Writing the content in your brand's voice...", { timeout: 4_000 });
  await expect(toast(page, 'Content generated successfully')).toBeVisible();
  await page.unroute('**/api/mindstudio/execute-writing');
  await expect(status).toHaveCount(0);

  // The draft: the preview shows it, the file is named after the topic, and it is unsaved until Save.
  await expect(preview(page).getByText('Morning pass', { exact: false }).first()).toBeVisible();
  await expect(fileName(page)).toHaveValue(new RegExp(`^${TOPIC} - Navia Created Content`));
  const draftName = await fileName(page).inputValue();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveClass(/ant-btn-primary/);
  // Issue 18: the preview scores the draft against the brand's voice.
  await expect(page.getByRole('region', { name: 'Brand voice' }).getByText(/^Brand voice: \d+\/100$/)).toBeVisible();
  await screen(page, 'create-draft', { toasts: true });
  // No serious or critical axe violation in the workspace, here and at each new state below.
  expect(await axe(page)).toEqual([]);

  // Edit with the toolbar: bold the offer, make the first line a heading, insert a link.
  await mode(page, 'Edit').click();
  await expect(editor(page)).toBeVisible();
  const draft = await editor(page).inputValue();
  expect(draft.length).toBeGreaterThan(100);
  await select(editor(page), 'Morning pass');
  await tool(page, 'Bold').click();
  await expect(editor(page)).toHaveValue(/\*\*Morning pass\*\*/);
  const firstLine = draft.split('\n')[0];
  await select(editor(page), firstLine);
  await tool(page, 'H2, Heading 2').click();
  await expect(editor(page)).toHaveValue(new RegExp(`^## ${firstLine.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));

  // The link on a line of its own after the hashtags.
  await editor(page).press('Control+End');
  await editor(page).press('Enter');
  await tool(page, 'Insert link').click();
  const link = dialog(page, 'Insert Link');
  await expect(link).toBeVisible();
  await expect(link.getByRole('button', { name: 'Insert Link' })).toBeDisabled();
  await link.getByRole('textbox', { name: 'Link text' }).fill('Order ahead');
  await link.getByRole('textbox', { name: 'URL' }).fill('https://bean.example/order');
  await screen(page, 'create-insert-link');
  await link.getByRole('button', { name: 'Insert Link' }).click();
  await expect(link).toBeHidden();
  await expect(editor(page)).toHaveValue(/\n\[Order ahead\]\(https:\/\/bean\.example\/order\)$/);
  await screen(page, 'create-edited');
  expect(await axe(page)).toEqual([]);

  // Undo takes the link back out; the heading and bold stay.
  await tool(page, 'Undo').click();
  await expect(editor(page)).not.toHaveValue(/\[Order ahead\]/);
  await expect(editor(page)).toHaveValue(/\*\*Morning pass\*\*/);
  await expect(editor(page)).toHaveValue(/^## /);
  await expect(tool(page, 'Redo')).toBeEnabled();

  // The preview renders the markdown: a heading and bold text.
  await mode(page, 'Preview').click();
  // The draft's H2 sits under the page's own h1 and h2s, so it renders one level down.
  await expect(preview(page).getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(preview(page).locator('strong').filter({ hasText: 'Morning pass' }).first()).toBeVisible();
  await screen(page, 'create-preview');

  // Save: approved and stored; Save is no longer the primary button.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Content saved successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).not.toHaveClass(/ant-btn-primary/);

  // Make Copy: the copy is made and the workspace stays on the original.
  await page.getByRole('button', { name: 'Make Copy' }).click();
  await expect(toast(page, 'File copied successfully')).toBeVisible();
  await expect(fileName(page)).toHaveValue(draftName);

  // Open File: both files with their snippets; the preview pane shows the chosen one; open the copy.
  await page.getByRole('button', { name: 'Open File' }).click();
  const open = dialog(page, 'Open File');
  const files = open.getByRole('list', { name: 'Files' }).getByRole('button');
  await expect(files).toHaveCount(2);
  const copyButton = files.filter({ hasText: /copy/i });
  await expect(copyButton).toHaveCount(1);
  const original = files.filter({ hasNotText: /copy/i });
  await expect(original).toContainText(draftName);
  // A snippet of the saved text, cut at 100 characters.
  const snippet = (await original.locator('.ant-typography').last().innerText()).trim();
  expect(snippet.length).toBeGreaterThan(20);
  expect(snippet.replace(/(\.\.\.|…)$/, '').length).toBeLessThanOrEqual(100);
  await expect(open.getByRole('button', { name: 'Open File' })).toBeDisabled();
  await copyButton.click();
  await expect(copyButton).toHaveAttribute('aria-pressed', 'true');
  await expect(open.getByRole('region', { name: 'File preview' }).getByText('Morning pass', { exact: false }).first()).toBeVisible();
  await screen(page, 'create-open-file');
  expect(await axe(page)).toEqual([]);
  const copyName = (await copyButton.locator('strong').first().innerText()).trim();
  await open.getByRole('button', { name: 'Open File' }).click();
  await expect(open).toBeHidden();
  await expect(fileName(page)).toHaveValue(copyName);
  await expect(preview(page).locator('strong').filter({ hasText: 'Morning pass' }).first()).toBeVisible();

  // Delete the copy: a confirmation, then everything is cleared.
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = dialog(page, 'Delete File');
  await expect(confirm.getByText(`Are you sure you want to delete "${copyName}"? This cannot be undone.`)).toBeVisible();
  await screen(page, 'create-delete');
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(page, 'File deleted')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(fileName(page)).toHaveValue(NEW_TITLE);
  await expect(preview(page).getByText('Nothing to preview yet.', { exact: false })).toBeVisible();

  // The original is still there, alone.
  await page.getByRole('button', { name: 'Open File' }).click();
  await expect(files).toHaveCount(1);
  await expect(files.first()).toContainText(draftName);
  await open.getByRole('button', { name: 'Cancel' }).click();
});

test('a task started on the tasks page lands on its generated file', { tag: '@core' }, async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const token = await writer(page, 'create-task');
  await launchSprint(page.request, token);

  await page.goto('/tasks?filter=strategy-5-day-launch-sprint');
  // The teaser is an AI-writer task waiting for the offer: complete the offer first.
  const teaser = taskCard(page, TEASER);
  await expect(teaser.getByText('Locked')).toBeVisible();
  await taskCard(page, OFFER_TASK).getByRole('checkbox', { name: 'Mark Complete' }).click();
  await expect(taskCard(page, OFFER_TASK).getByRole('checkbox', { name: 'Complete' })).toBeChecked();
  await expect(teaser.getByText('Locked')).toHaveCount(0);

  await teaser.getByRole('button', { name: `Start Task: ${TEASER}` }).click();
  await expect(page).toHaveURL(/\/create\?taskId=[^&]+&executing=true$/);
  // The run ends on the task's file: both parameters leave the address (spec part 2 §2.8) and the file is named
  // after the task.
  await expect(page).toHaveURL(/\/create$/, { timeout: 30_000 });
  await expect(toast(page, 'Content generated successfully')).toBeVisible();
  await expect(fileName(page)).toHaveValue(/Navia Created Content/);
  // The draft was written from the strategy's offer.
  await expect(preview(page).getByText('Morning pass', { exact: false }).first()).toBeVisible();
  // Its instructions fill the panel: the task's platform and format, the topic from its title.
  const where = page.getByRole('region', { name: 'Where' });
  await expect(where.getByText('Instagram', { exact: true })).toBeVisible();
  await expect(where.getByText('Instagram Caption', { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Topic to write about' })).toHaveValue(TEASER);
  await screen(page, 'create-task-file', { toasts: true });

  // Back on the tasks page the card offers the content, which opens the same file.
  const name = await fileName(page).inputValue();
  await page.goto('/tasks?filter=strategy-5-day-launch-sprint');
  await expect(teaser.getByRole('button', { name: `View Content: ${TEASER}` })).toBeVisible();
  await screen(page, 'create-task-view-content');
  await teaser.getByRole('button', { name: `View Content: ${TEASER}` }).click();
  await expect(page).toHaveURL(/\/create\/writing$/);
  await expect(fileName(page)).toHaveValue(name);
});

test('the writing workspace at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await writer(page, 'create-mobile');

  await page.goto('/create/writing');
  await expect(page.getByRole('heading', { name: 'Writing', level: 1 })).toBeVisible();
  await expect(fileName(page)).toHaveValue(NEW_TITLE);
  expect(await scrollWidth(page)).toBeLessThanOrEqual(375);

  // The mobile write button reads Re-write Content (spec part 2 §2.8), on an empty editor too.
  await chooseOption(page, 'Platform', 'Instagram');
  await chooseOption(page, 'Format', 'Instagram Caption');
  await chooseOption(page, 'Audience', 'Commuter Kim');
  await chooseOption(page, 'Offer', 'Morning pass');
  await page.getByRole('textbox', { name: 'Topic to write about' }).fill(TOPIC);
  await page.getByRole('button', { name: 'Re-write Content', exact: true }).click();
  await expect(toast(page, 'Content generated successfully')).toBeVisible();
  await expect(fileName(page)).toHaveValue(/Navia Created Content/);
  await expect(page.getByRole('button', { name: 'Re-write Content' })).toBeVisible();
  expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
  await screen(page, 'create-mobile');

  // The File menu: closed, then open with its commands; a command closes it.
  const menu = page.getByRole('button', { name: 'File', exact: true });
  const actions = page.getByRole('group', { name: 'File actions' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(actions).toBeHidden();
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(actions.getByRole('button')).toHaveText(['New', 'Open', 'Delete', 'Copy', 'Save']);
  expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
  await screen(page, 'create-mobile-file-menu');
  expect(await axe(page)).toEqual([]);
  await actions.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Content saved successfully')).toBeVisible();
  await expect(actions).toBeHidden();

  // Open from the menu: the list without the preview pane, as wide as the screen allows.
  await menu.click();
  await actions.getByRole('button', { name: 'Open' }).click();
  const open = dialog(page, 'Open File');
  await expect(open.getByRole('list', { name: 'Files' }).getByRole('button')).toHaveCount(1);
  await expect(open.getByRole('region', { name: 'File preview' })).toHaveCount(0);
  expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
  await screen(page, 'create-mobile-open-file');
  await open.getByRole('button', { name: 'Cancel' }).click();
  await expect(open).toBeHidden();

  // Edit mode with the toolbar at this width.
  await mode(page, 'Edit').click();
  await expect(editor(page)).toBeVisible();
  expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
  await screen(page, 'create-mobile-edit');
});

// Issue 18: a caption that leaves the e2e brand's friendly, plain voice (formal wording) and has no emoji for a
// playful-vibrant one.
const OFF_VOICE = 'Fresh pastries are out of the oven at seven.\n\nPursuant to our opening hours, coffee shall commence at six in order to ensure freshness.';

for (const [label, width] of [['desktop', 1280], ['375 px', 375]] as const) {
  test(`brand voice at ${label}: the score, the drifting passage with its reason, and "Make it more on-brand" with undo`, { tag: '@core' }, async ({ page }) => {
    await page.setViewportSize({ width, height: width >= 768 ? 900 : 812 });
    const suffix = width >= 768 ? '' : '-mobile';
    await writer(page, `create-voice${suffix}`);
    await page.goto('/create/writing');
    await mode(page, 'Edit').click();
    await editor(page).fill(OFF_VOICE);
    await mode(page, 'Preview').click();

    // The score with its aspects, and the drifting sentence marked: its reason on keyboard focus, not colour alone.
    const panel = page.getByRole('region', { name: 'Brand voice' });
    const scoreText = panel.getByText(/^Brand voice: \d+\/100$/);
    await expect(scoreText).toBeVisible();
    const before = Number(/\d+/.exec(await scoreText.innerText())?.[0]);
    await expect(panel.getByText('1 passage drifts from your voice', { exact: false })).toBeVisible();
    const mark = preview(page).locator('mark');
    await expect(mark).toHaveCount(1);
    await expect(mark).toContainText('Pursuant to our opening hours');
    await mode(page, 'Preview').focus();
    for (let i = 0; i < 40 && !(await mark.evaluate((el) => (el as unknown as { matches(s: string): boolean }).matches(':focus'))); i += 1) await page.keyboard.press('Tab');
    await expect(mark).toBeFocused();
    await expect(page.getByRole('tooltip')).toContainText('Formal wording');
    await expect(mark).toHaveAccessibleDescription(/off-voice: Formal wording/);
    if (width < 768) expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
    await screen(page, `create-voice${suffix}`);
    expect(await axe(page)).toEqual([]);

    // The rewrite is shown with both scores before it is taken.
    await panel.getByRole('button', { name: 'Make it more on-brand' }).click();
    const rewrite = dialog(page, 'Make it more on-brand');
    const change = rewrite.getByText(/^Brand voice: \d+ → \d+\/100$/);
    await expect(change).toBeVisible();
    const [from, to] = ((await change.innerText()).match(/\d+/g) ?? []).map(Number);
    expect(from).toBe(before);
    expect(to).toBeGreaterThan(before);
    await expect(rewrite.getByText('1 of 1 drifting passages rewritten by Navia Composer, on this server.')).toBeVisible();
    const rewritten = rewrite.getByRole('region', { name: 'Rewritten draft' });
    await expect(rewritten).not.toContainText('Pursuant');
    await expect(rewritten).toContainText('Under our opening hours');
    await expect(preview(page)).toContainText('Pursuant to our opening hours');
    if (width < 768) expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
    await screen(page, `create-voice-rewrite${suffix}`);
    expect(await axe(page)).toEqual([]);

    // Taken: one edit, scored without a mark left; Undo brings the draft back.
    await rewrite.getByRole('button', { name: 'Use this version' }).click();
    await expect(rewrite).toBeHidden();
    await expect(toast(page, 'Your draft now reads more on-brand')).toBeVisible();
    await expect(preview(page)).not.toContainText('Pursuant');
    await expect(panel.getByText(`Brand voice: ${to}/100`)).toBeVisible();
    await expect(preview(page).locator('mark')).toHaveCount(0);
    await tool(page, 'Undo').click();
    await expect(preview(page)).toContainText('Pursuant to our opening hours');
    await expect(panel.getByText(`Brand voice: ${before}/100`)).toBeVisible();
  });
}
