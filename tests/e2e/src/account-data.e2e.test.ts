import { readFileSync, rmSync } from 'node:fs';
import { PdfFile } from '@cookmark/export/testing';
import {
  clickByText,
  clickWhenStill,
  saveRecipeThroughApi,
  signUpInBrowser,
  TEST_PASSWORD,
  typeInto,
  upgradeToPremiumInBrowser,
  url,
  waitForText,
  waitUntilStill,
} from './browser.ts';
import { page } from './page.ts';
import { allowDownloads, downloaded } from './downloads.ts';

let downloads = '';
beforeEach(async () => {
  downloads = await allowDownloads(page);
});
afterEach(() => rmSync(downloads, { recursive: true, force: true }));

async function openSettings(): Promise<void> {
  await clickWhenStill(page, 'button[aria-label^="Open account menu"]');
  await clickByText(page, '[role=menuitem]', 'Settings');
  await waitUntilStill(page, '[role=dialog]');
}

async function pdfText(file: string): Promise<string> {
  const pdf = new PdfFile(readFileSync(file));
  try {
    return await pdf.text();
  } finally {
    pdf.close();
  }
}

test('a premium user takes all their data with them, deletes the account, and cannot sign in again', async () => {
  const email = await signUpInBrowser(page, 'Marcella', 'Hazan');
  await upgradeToPremiumInBrowser(page);
  for (const title of ['Ragù alla bolognese', 'Minestrone']) {
    await saveRecipeThroughApi(page, {
      title,
      ingredients: ['2 tbsp olive oil', '1 onion'],
      instructions: ['Soften the onion in the oil.', 'Simmer for an hour.'],
      servings: 4,
    });
  }

  await openSettings();
  await clickByText(page, 'button', 'Export all my data');
  await waitForText(page, 'Data exported');
  const data = JSON.parse(readFileSync(await downloaded(downloads, '.json'), 'utf8')) as {
    format: string;
    account: { email: string; plan: string };
    recipes: { title: string }[];
  };
  expect(data.format).toBe('cookmark-export');
  expect(data.account).toMatchObject({ email, plan: 'premium' });
  expect(data.recipes.map((r) => r.title).sort()).toEqual(['Minestrone', 'Ragù alla bolognese']);

  await clickByText(page, 'button', 'Recipe book (PDF)');
  await waitForText(page, 'PDF exported');
  // On a phone the toast sits over the dialog's last button: closed as a person would, at once (read
  // the PDF first, and the toast's own 5 s may end right under the click on a busy machine).
  await page.setViewport({ width: 375, height: 800 });
  // The toast moves to the phone's width after the resize (once found still half off the screen).
  await page.waitForFunction(() => {
    const close = document.querySelector('button[aria-label="Close notification"]');
    const box = close?.getBoundingClientRect();
    return box !== undefined && box.left >= 0 && box.right <= window.innerWidth;
  });
  await clickWhenStill(page, 'button[aria-label="Close notification"]');
  await page.waitForFunction(() => !document.querySelector('button[aria-label="Close notification"]'));
  const book = await pdfText(await downloaded(downloads, '.pdf'));
  expect(book).toContain('Contents');
  expect(book).toContain('Ragù alla bolognese');
  expect(book).toContain('Simmer for an hour.');

  // On a phone, the confirmation fits the screen.
  await clickByText(page, 'button', 'Delete my account');
  await waitUntilStill(page, 'form[aria-label="Delete account"]');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await typeInto(page, '#delete-email', email);
  await typeInto(page, '#delete-password', 'not-my-password');
  await clickByText(page, 'form[aria-label="Delete account"] button[type=submit]', 'Delete my account');
  await waitForText(page, 'The password is incorrect.');
  await typeInto(page, '#delete-password', TEST_PASSWORD);
  await clickByText(page, 'form[aria-label="Delete account"] button[type=submit]', 'Delete my account');
  await waitForText(page, 'Account deleted');
  await page.waitForFunction(() => location.pathname === '/', { timeout: 15_000 });

  await page.setViewport({ width: 1280, height: 900 });
  await page.goto(url('/auth'));
  await typeInto(page, '#auth-email', email);
  await typeInto(page, '#auth-password', TEST_PASSWORD);
  await clickByText(page, 'button[type=submit]', 'Sign In');
  await waitForText(page, 'Invalid email or password');
});
