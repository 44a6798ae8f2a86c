// Courses and tee sets end to end against the real stack: the admin creates a course with its first
// tee set, imports a tee set from a CSV file, exports it again, prints the scorecard, copies and
// deletes tee sets, stores a scorecard photo (no OCR: nothing is invented), and manages the list.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot, shoot } from './support/browser';

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const COURSE = `Oak Hills ${RUN}`;
const COURSE_SLUG = `oak-hills-${RUN}`;

const BLUE = {
  pars: [4, 5, 3, 4, 4, 3, 4, 5, 4, 4, 4, 3, 5, 4, 4, 3, 5, 4],
  indexes: [7, 3, 15, 1, 11, 17, 5, 9, 13, 8, 12, 16, 2, 10, 4, 18, 6, 14],
};
// The White tees come from a CSV file: another layout, so the import is visible (par 71).
const WHITE = {
  pars: [4, 4, 3, 5, 4, 4, 3, 4, 4, 5, 4, 3, 4, 4, 3, 4, 5, 4],
  indexes: [5, 9, 17, 1, 11, 3, 15, 13, 7, 2, 10, 18, 4, 14, 16, 8, 6, 12],
};
const WHITE_CSV = `Hole,Par,StrokeIndex\n${WHITE.pars.map((par, i) => `${i + 1},${par},${WHITE.indexes[i]}`).join('\n')}\n`;

// A 1×1 PNG: a real image file for the photo import.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const tmp = mkdtempSync(join(tmpdir(), 'fairway-courses-'));
let browser: Browser;
let courseUrl = '';

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const toastLocator = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

/**
 * Waits for a toast and, unless a dialog is open (a modal dialog makes the rest of the page inert),
 * closes it so it cannot cover the buttons under it at the bottom right.
 */
const toast = (page: Page, text: string) => ({
  async waitFor() {
    const item = toastLocator(page, text);
    await item.waitFor();
    if ((await page.getByRole('dialog').count()) + (await page.getByRole('alertdialog').count()) > 0) return;
    await item.getByRole('button', { name: 'Close toast' }).click();
    await item.waitFor({ state: 'detached' });
  },
});

async function signInAsAdmin(page: Page) {
  await page.goto('/');
  if ((page.viewportSize()?.width ?? 0) < 1024) {
    // Phones: the header's actions live in the menu sheet.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Admin' }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: 'Admin' }).click();
  }
  await page.getByLabel('Admin PIN').fill(process.env.STACK_ADMIN_PIN ?? '');
  await page.getByRole('button', { name: 'Access Admin' }).click();
  await page.waitForURL('**/admin');
}

async function fillHoles(page: Page, holes: { pars: number[]; indexes: number[] }) {
  for (let hole = 0; hole < 18; hole += 1) {
    await page.getByRole('textbox', { name: `Hole ${hole + 1} par`, exact: true }).fill(String(holes.pars[hole]));
    await page.getByRole('textbox', { name: `Hole ${hole + 1} stroke index`, exact: true }).fill(String(holes.indexes[hole]));
  }
}

// A CSS locator: while a modal is open the page behind it is aria-hidden, which role locators skip.
const teeCard = (page: Page, label: string) => page.locator(`article[aria-label="${label} tees"]`);

/** A dialog scrolls up and down on a phone, never sideways. */
const fitsWidth = (dialog: Locator) => dialog.evaluate((element) => element.scrollWidth <= element.clientWidth);

describe('courses (admin)', () => {
  it('creates a course with its first tee set, imports and exports a CSV tee set, copies, prints and deletes tee sets', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signInAsAdmin(page);
    await page.goto('/admin/courses');
    await page.getByRole('heading', { level: 1, name: 'Courses' }).waitFor();

    // The CSV template: the three columns and 18 example rows.
    const [template] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'CSV Template' }).click()]);
    expect(template.suggestedFilename()).toBe('tee-set-template.csv');
    const templateLines = readFileSync(await template.path(), 'utf8').trim().split(/\r?\n/);
    expect(templateLines[0]).toBe('Hole,Par,StrokeIndex');
    expect(templateLines).toHaveLength(19);

    // Add Course: the name is required; then the first tee set in a second step (one transaction).
    await page.getByRole('button', { name: 'Add Course' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Course' });
    await dialog.getByRole('button', { name: 'Create Course' }).click();
    await dialog.getByText('Course name is required').waitFor();
    await dialog.getByLabel('Course name').fill(COURSE);
    await dialog.getByLabel('City').fill('Springfield');
    await dialog.getByLabel('State').fill('il');
    await dialog.getByLabel('Front 9 par').fill('36');
    await dialog.getByRole('switch', { name: 'Add the first tee set now' }).click();
    await dialog.getByRole('button', { name: 'Next: Tee Set' }).click();
    const teeStep = page.getByRole('dialog', { name: 'First Tee Set' });
    await teeStep.getByLabel('Tee label').fill('Blue');
    await teeStep.getByLabel('Rating').fill('71.2');
    await teeStep.getByLabel('Slope').fill('128');
    await fillHoles(page, BLUE);
    await teeStep.getByRole('button', { name: 'Create Course' }).click();
    await toast(page, 'Course created successfully').waitFor();
    await page.waitForURL(/\/admin\/courses\/[0-9a-f-]{36}$/);
    courseUrl = new URL(page.url()).pathname;

    // The course page: header, Course Information, the Blue tees as default.
    await page.getByRole('heading', { level: 1, name: COURSE }).waitFor();
    expect(await page.getByText('Springfield, IL').isVisible()).toBe(true);
    expect(await page.getByText(/^Last updated /).isVisible()).toBe(true);
    const info = await page.getByText('Course Information').locator('xpath=ancestor::*[@data-slot="card"]').innerText();
    expect(info).toMatch(/Holes\s+18/);
    expect(info).toMatch(/Total Par\s+72/);
    const blue = teeCard(page, 'Blue');
    await blue.waitFor();
    expect(await blue.getByText('Default', { exact: true }).isVisible()).toBe(true);
    expect(await blue.innerText()).toMatch(/Rating\s+71\.2[\s\S]*Slope\s+128[\s\S]*Front\s+36[\s\S]*Back\s+36[\s\S]*Total\s+72/);

    // Import Data: a CSV without 18 holes is refused, then a good one goes into a new White tee set.
    await page.getByRole('button', { name: 'Import Data' }).click();
    const importDialog = page.getByRole('dialog', { name: 'Import Data' });
    await importDialog.getByRole('combobox', { name: 'Import into' }).click();
    await page.getByRole('option', { name: 'New tee set' }).click();
    await importDialog.getByLabel('Tee label').fill('White');
    await importDialog.getByLabel('Rating').fill('69.8');
    await importDialog.getByLabel('Slope').fill('121');
    const shortCsv = join(tmp, 'short.csv');
    writeFileSync(shortCsv, WHITE_CSV.split('\n').slice(0, 18).join('\n'));
    await importDialog.getByLabel('Choose a CSV file').setInputFiles(shortCsv);
    await importDialog.getByText('CSV must contain exactly 18 holes').waitFor();
    const goodCsv = join(tmp, 'white.csv');
    writeFileSync(goodCsv, WHITE_CSV);
    await importDialog.getByLabel('Choose a CSV file').setInputFiles(goodCsv);
    await importDialog.getByText('Read 18 holes from white.csv. Check them below, then import.').waitFor();
    expect(await importDialog.getByRole('textbox', { name: 'Hole 4 par', exact: true }).inputValue()).toBe('5');
    await importDialog.getByRole('button', { name: 'Import', exact: true }).click();
    await toast(page, 'Data imported successfully').waitFor();
    const white = teeCard(page, 'White');
    await white.waitFor();
    expect(await white.innerText()).toMatch(/Rating\s+69\.8[\s\S]*Slope\s+121[\s\S]*Total\s+71/);
    expect(await page.getByText('Default', { exact: true }).count()).toBe(1);

    // CSV export of the imported tee set gives back the same file.
    const [download] = await Promise.all([page.waitForEvent('download'), white.getByRole('button', { name: 'CSV of White tees' }).click()]);
    expect(download.suggestedFilename()).toBe(`${COURSE_SLUG}-white-tees.csv`);
    expect(readFileSync(await download.path(), 'utf8').replace(/\r\n/g, '\n')).toBe(WHITE_CSV); // RFC 4180 line ends (the one CSV writer)

    // PDF: the toast, then a real printable scorecard in its own print document.
    await blue.getByRole('button', { name: 'PDF scorecard of Blue tees' }).click();
    await toast(page, 'Generating PDF scorecard for Blue tees...').waitFor();
    const printFrame = page.frameLocator('#fairway-print-frame');
    await printFrame.getByRole('heading', { name: COURSE }).waitFor({ state: 'attached' });
    const printed = await page.evaluate(() => {
      const frame = document.getElementById('fairway-print-frame') as HTMLIFrameElement | null;
      const doc = frame?.contentDocument;
      return { html: doc?.documentElement.outerHTML ?? '', title: doc?.title ?? '', text: doc?.body.textContent ?? '' };
    });
    expect(printed.title).toBe(`${COURSE_SLUG}-blue-tees-scorecard`);
    for (const text of ['Blue tees', 'Springfield, IL', 'Rating71.2', 'Slope128', 'Out', 'In', 'Total', 'Stroke Index', 'Scorer', 'Attest']) {
      expect(printed.text).toContain(text);
    }
    const { page: printPage, context: printContext } = await newPage(browser, { width: 1123, height: 794 });
    await printPage.setContent(printed.html);
    await printPage.emulateMedia({ media: 'print' });
    await screenshot(printPage, 'course-scorecard-print');
    expect(await printPage.locator('tbody tr').count()).toBe(2 + 4); // par, stroke index, 4 blank player rows
    await printContext.close();

    // Copy: an unsaved new tee set labelled '(Copy)', not default, opened in the form.
    await blue.getByRole('button', { name: 'Copy Blue tees' }).click();
    const copyDialog = page.getByRole('dialog', { name: 'Add Tee Set' });
    expect(await copyDialog.getByLabel('Tee label').inputValue()).toBe('Blue (Copy)');
    expect(await copyDialog.getByRole('switch', { name: 'Default tee set' }).getAttribute('aria-checked')).toBe('false');
    expect(await copyDialog.getByRole('textbox', { name: 'Hole 18 stroke index', exact: true }).inputValue()).toBe('14');
    await copyDialog.getByRole('button', { name: 'Save Tee Set' }).click();
    await toast(page, 'Tee set created successfully').waitFor();
    await teeCard(page, 'Blue (Copy)').waitFor();
    expect(await page.locator('article').count()).toBe(3);

    // Edit: an invalid slope blocks the save; making White the default un-defaults Blue.
    await white.getByRole('button', { name: 'Edit White tees' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Tee Set' });
    await editDialog.getByLabel('Slope').fill('200');
    await editDialog.getByRole('button', { name: 'Save Changes' }).click();
    await editDialog.getByText('Slope must be an integer between 55 and 155').waitFor();
    await editDialog.getByText('Please fix validation errors before saving').waitFor();
    await editDialog.getByLabel('Slope').fill('122');
    await editDialog.getByRole('switch', { name: 'Default tee set' }).click();
    await editDialog.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Tee set updated successfully').waitFor();
    await white.getByText('Default', { exact: true }).waitFor();
    expect(await blue.getByText('Default', { exact: true }).count()).toBe(0);

    // Delete the copy, with its confirmation.
    await teeCard(page, 'Blue (Copy)').getByRole('button', { name: 'Delete tee set Blue (Copy)' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Tee Set' });
    await confirm.getByText('Are you sure you want to delete tee set "Blue (Copy)"? This action cannot be undone.').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Tee set deleted successfully').waitFor();
    await teeCard(page, 'Blue (Copy)').waitFor({ state: 'detached' });
    expect(await page.locator('article').count()).toBe(2);

    await page.reload();
    await teeCard(page, 'White').waitFor();
    await shoot(page, 'course-detail');
    await context.close();
  });

  it('stores a scorecard photo and asks for the holes by hand (no invented data); refuses non-images', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signInAsAdmin(page);
    await page.goto(courseUrl);
    await page.getByRole('button', { name: 'Import Data' }).click();
    const importDialog = page.getByRole('dialog', { name: 'Import Data' });
    await importDialog.getByRole('tab', { name: 'Scorecard photo' }).click();

    const notAnImage = join(tmp, 'notes.txt');
    writeFileSync(notAnImage, 'not a scorecard');
    await importDialog.getByLabel('Choose a scorecard photo').setInputFiles(notAnImage);
    await toast(page, 'Please select an image file').waitFor();

    // The grid starts from the target tee set (White, the default now); nothing is filled in for us.
    const before = await importDialog.getByRole('textbox', { name: /^Hole \d+ (par|stroke index)$/ }).evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    const photo = join(tmp, 'scorecard.png');
    writeFileSync(photo, PNG);
    await importDialog.getByLabel('Choose a scorecard photo').setInputFiles(photo);
    await importDialog
      .getByText('Automatic reading of scorecard photos is not available. The image was saved to the course; enter the holes from it below.')
      .waitFor();
    const image = importDialog.getByRole('img', { name: `Scorecard photo of ${COURSE}` });
    await image.waitFor();
    const src = (await image.getAttribute('src')) ?? '';
    expect(src).toContain('/storage/v1/object/public/scorecards/');
    expect((await page.request.get(src)).ok()).toBe(true);
    await page.screenshot({ path: join(process.cwd(), 'test-results', 'screenshots', 'course-import-photo-1280.png') });
    const after = await importDialog.getByRole('textbox', { name: /^Hole \d+ (par|stroke index)$/ }).evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(after).toEqual(before);

    // Holes typed from the photo are saved to the chosen tee set.
    await importDialog.getByRole('textbox', { name: 'Hole 1 par', exact: true }).fill('5');
    await importDialog.getByRole('button', { name: 'Import', exact: true }).click();
    await toast(page, 'Data imported successfully').waitFor();
    await page.getByRole('link', { name: 'View scorecard photo' }).waitFor();
    expect(await teeCard(page, 'White').innerText()).toMatch(/Total\s+72/);
    await context.close();
  });

  it('lists, searches, duplicates, archives and deletes courses; a missing course says so', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signInAsAdmin(page);
    await page.goto('/admin/courses/00000000-0000-4000-8000-000000000000');
    await page.getByText('Course not found').waitFor();

    await page.goto('/admin/courses');
    await page.getByRole('searchbox', { name: 'Search courses' }).fill(RUN);
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: COURSE, exact: true }) });
    await row.waitFor();
    expect(await row.innerText()).toContain('Springfield, IL');

    // Duplicate: the course and its tee sets under '(Copy)'.
    await row.getByRole('button', { name: `Actions for ${COURSE}` }).click();
    await page.getByRole('menuitem', { name: 'Duplicate' }).click();
    await toast(page, 'Course duplicated successfully').waitFor();
    const copyName = `${COURSE} (Copy)`;
    const copyRow = page.getByRole('row').filter({ has: page.getByRole('link', { name: copyName, exact: true }) });
    await copyRow.waitFor();
    expect(await copyRow.innerText()).toMatch(/Blue[\s\S]*White|White[\s\S]*Blue/);

    // Archive hides it; Show Archived brings it back with a badge; Unarchive.
    await copyRow.getByRole('button', { name: `Actions for ${copyName}` }).click();
    await page.getByRole('menuitem', { name: 'Archive' }).click();
    await toast(page, 'Course archived').waitFor();
    await copyRow.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /Show Archived/ }).click();
    await copyRow.getByText('Archived').waitFor();
    await shoot(page, 'course-list');

    // Delete with confirmation.
    await copyRow.getByRole('button', { name: `Actions for ${copyName}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('alertdialog', { name: 'Delete Course' }).getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Course deleted successfully').waitFor();
    await copyRow.waitFor({ state: 'detached' });
    await row.waitFor();

    // The row's name opens the course page.
    await row.getByRole('link', { name: COURSE, exact: true }).click();
    await page.waitForURL(`**${courseUrl}`);
    await context.close();
  });

  it('works on a phone: the list collapses to cards and the course page fits 375 px', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signInAsAdmin(page);
    await page.goto('/admin/courses');
    await page.getByRole('searchbox', { name: 'Search courses' }).fill(RUN);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: COURSE, exact: true }) });
    await card.waitFor();
    expect(await page.getByRole('table').count()).toBe(0); // the table is for wider screens
    await shoot(page, 'course-list');

    await page.getByRole('button', { name: 'Add Course' }).click();
    const courseDialog = page.getByRole('dialog', { name: 'Add Course' });
    await courseDialog.getByLabel('State').fill('CAL');
    await courseDialog.getByLabel('Holes').fill('8');
    await courseDialog.getByRole('button', { name: 'Create Course' }).click();
    await courseDialog.getByText('State must be 2 characters or less').waitFor();
    await courseDialog.getByText('Holes must be between 9 and 18').waitFor();
    expect(await fitsWidth(courseDialog)).toBe(true);
    await courseDialog.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    await page.screenshot({ path: join(process.cwd(), 'test-results', 'screenshots', 'course-form-375.png') });
    await courseDialog.getByRole('button', { name: 'Cancel' }).click();
    await card.getByRole('link', { name: COURSE, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: COURSE }).waitFor();
    await teeCard(page, 'White').waitFor();
    await shoot(page, 'course-detail');

    await page.getByRole('button', { name: 'Add Tee Set' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Tee Set' });
    await dialog.getByRole('button', { name: 'Save Tee Set' }).click();
    await dialog.getByText('Tee label is required').waitFor();
    // A blank par is a 3 (spec §5): what an empty form lacks is its label, rating, slope and stroke indexes.
    await dialog.getByText('Stroke indexes must be exactly 1-18').waitFor();
    expect(await fitsWidth(dialog)).toBe(true);
    await dialog.evaluate((element) => element.scrollTo(0, 0));
    await page.screenshot({ path: join(process.cwd(), 'test-results', 'screenshots', 'course-tee-set-form-375.png') });
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Import Data' }).click();
    const importDialog = page.getByRole('dialog', { name: 'Import Data' });
    await importDialog.getByRole('textbox', { name: 'Hole 18 par', exact: true }).waitFor();
    expect(await fitsWidth(importDialog)).toBe(true);
    await importDialog.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    await page.screenshot({ path: join(process.cwd(), 'test-results', 'screenshots', 'course-import-375.png') });
    await context.close();
  });
});
