import type { Page } from '@playwright/test';
import { aspectLabels, tensesPage, tenseVideos } from '@/content/english/tense-texts';
import { site } from '@/content/site';
import { axeViolations, expect, test, waitForHydration } from './fixtures';

const PATH = '/ee/verbalTenses';

/**
 * Hydrated, and the table shows the chosen selection: another one than the default waits
 * for the examples, which load after the page is up.
 */
async function ready(page: Page) {
  await waitForHydration(page);
  await expect(page.getByRole('table', { name: tensesPage.tableHeading })).toHaveAttribute(
    'aria-busy',
    'false',
  );
}

/** The English sentence of a cell (its disclosure button). */
const sentence = (page: Page, tense: string) =>
  page.locator(`[data-testid="tense-cell"][data-tense="${tense}"] button[aria-expanded]`);
const translation = (page: Page, tense: string) =>
  page.locator(
    `[data-testid="tense-cell"][data-tense="${tense}"] [data-testid="tense-translation"]`,
  );

/** Rows in the order of the page, each with its simple and continuous cell. */
const DEFAULT_CELLS: [string, string][] = [
  ['present-simple', 'I study English.'],
  ['present-continuous', 'I am studying English.'],
  ['past-simple', 'I studied English.'],
  ['past-continuous', 'I was studying English.'],
  ['present-perfect-simple', 'I have studied English.'],
  ['present-perfect-continuous', 'I have been studying English.'],
  ['future-simple', 'I will study English.'],
  ['future-continuous', 'I will be studying English.'],
  ['past-perfect-simple', 'I had studied English.'],
  ['past-perfect-continuous', 'I had been studying English.'],
  ['future-perfect-simple', 'I will have studied English.'],
  ['future-perfect-continuous', 'I will have been studying English.'],
];

/** Speech synthesis that records what it is asked to say. */
async function mockSpeech(page: Page) {
  await page.addInitScript(() => {
    const spoken: string[] = [];
    (window as unknown as { __spoken: string[] }).__spoken = spoken;
    class Utterance {
      text: string;
      lang = '';
      voice: unknown = null;
      onend: (() => void) | null = null;
      constructor(text: string) {
        this.text = text;
      }
    }
    Object.defineProperty(window, 'SpeechSynthesisUtterance', {
      value: Utterance,
      configurable: true,
      writable: true,
    });
    Object.defineProperty(window, 'speechSynthesis', {
      configurable: true,
      value: {
        speak: (u: Utterance) => spoken.push(u.text),
        cancel: () => {},
        getVoices: () => [],
        addEventListener: () => {},
        removeEventListener: () => {},
      },
    });
  });
}

/** A browser without speech synthesis. */
async function removeSpeech(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'SpeechSynthesisUtterance', {
      value: undefined,
      configurable: true,
      writable: true,
    });
  });
}

test.describe('verbal tenses', () => {
  test('the defaults show 12 cells for I / Affirmative / study English, in the table order', async ({
    page,
  }) => {
    await page.goto(PATH);
    await ready(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Verb tenses' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'I', exact: true })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Affirmative' })).toBeChecked();
    await expect(page.getByLabel('Example')).toHaveValue('0');
    await expect(page.getByLabel('Example').locator('option')).toHaveCount(12);
    const cells = page.getByTestId('tense-cell');
    await expect(cells).toHaveCount(12);
    await expect(cells.locator('button[aria-expanded]')).toHaveText(
      DEFAULT_CELLS.map(([, text]) => text),
    );
    expect(
      await cells.evaluateAll((els) => els.map((el) => el.getAttribute('data-tense'))),
    ).toEqual(DEFAULT_CELLS.map(([tense]) => tense));
    const rows = [
      'Present 35% / 7%',
      'Past 25% / 4%',
      'Present Perfect 10% / 1%',
      'Future 10% / 1%',
      'Past Perfect 5% / <1%',
      'Future Perfect 1% / <1%',
    ];
    const rowHeadings = page.getByTestId('tense-grid').getByRole('heading', { level: 3 });
    await expect(rowHeadings).toHaveCount(rows.length);
    for (const [index, name] of rows.entries()) {
      await expect(rowHeadings.nth(index)).toHaveAccessibleName(name);
    }
    // A table to assistive technology: a header row, then a row per time whose header
    // is the time and whose cells are its simple and continuous sentences.
    const table = page.getByRole('table', { name: tensesPage.tableHeading });
    await expect(table.getByRole('columnheader')).toHaveText([
      tensesPage.tenseColumn,
      aspectLabels.simple,
      aspectLabels.continuous,
    ]);
    await expect(table.getByRole('row')).toHaveCount(rows.length + 1);
    await expect(table.getByRole('rowheader')).toHaveCount(rows.length);
    await expect(table.getByRole('row').nth(1).getByRole('cell')).toHaveCount(2);
    // The highlighted parts carry the classes of the tense data.
    const perfect = sentence(page, 'present-perfect-continuous');
    await expect(perfect.locator('.span-normal')).toHaveText(['have', 'been']);
    await expect(perfect.locator('.span-ing')).toHaveText('studying');
    await expect(sentence(page, 'past-perfect-simple').locator('.span-part')).toHaveText('studied');
    await expect(sentence(page, 'past-simple').locator('.span-past')).toHaveText('studied');
    await expect(page.getByTestId('verb-forms')).toHaveCount(0);
    await expect(page.getByTestId('tense-note')).toHaveCount(0);
  });

  test('changing subject, form and example updates every cell', async ({ page }) => {
    await page.goto(PATH);
    await ready(page);

    await page.getByRole('radio', { name: 'He/She/It' }).check();
    await expect(sentence(page, 'present-simple')).toHaveText('He/She studies English.');
    await expect(sentence(page, 'present-perfect-continuous')).toHaveText(
      'He/She has been studying English.',
    );
    await expect(translation(page, 'present-simple')).toContainText('Él/Ella estudia inglés.');

    await page.getByRole('radio', { name: 'Negative' }).check();
    await expect(sentence(page, 'present-simple')).toHaveText("He/She doesn't study English.");
    await expect(sentence(page, 'present-perfect-continuous')).toHaveText(
      "He/She hasn't been studying English.",
    );
    await expect(translation(page, 'past-simple')).toContainText('Él/Ella no estudió inglés.');

    await page.getByLabel('Example').selectOption({ label: 'take notes' });
    await expect(sentence(page, 'past-simple')).toHaveText("He/She didn't take notes.");
    await expect(sentence(page, 'present-perfect-simple')).toHaveText("He/She hasn't taken notes.");
    const forms = page.getByTestId('verb-forms');
    await expect(forms).toBeVisible();
    await expect(forms).toContainText('took');
    await expect(forms).toContainText('taken');
    await expect(forms).toContainText('tomé');

    await page.getByRole('radio', { name: 'Interrogative' }).check();
    await expect(sentence(page, 'present-simple')).toHaveText('Does he/she take notes?');
    await expect(sentence(page, 'future-perfect-continuous')).toHaveText(
      'Will he/she have been taking notes?',
    );
    await expect(translation(page, 'present-simple')).toContainText('¿Toma él/ella notas?');

    await page.getByRole('radio', { name: 'We/They' }).check();
    await page.getByLabel('Example').selectOption({ label: 'be a developer' });
    await page.getByRole('radio', { name: 'Affirmative' }).check();
    await expect(sentence(page, 'present-simple')).toHaveText('We/They are developers.');
    await expect(translation(page, 'present-simple')).toContainText(
      'Nosotros somos / ellos son desarrolladores.',
    );
    // Stative 'be': the six continuous cells say it naturally and strike the literal form.
    await expect(sentence(page, 'present-continuous')).toHaveText(
      'We/They are working as developers.',
    );
    await expect(
      page.locator('[data-tense$="-continuous"]').getByTestId('tense-wrong'),
    ).toHaveCount(6);
    await expect(page.locator('[data-tense$="-simple"]').getByTestId('tense-note')).toHaveCount(1);

    // No cell is ever empty.
    const texts = await page
      .locator('[data-testid="tense-cell"] button[aria-expanded]')
      .allTextContents();
    expect(texts).toHaveLength(12);
    for (const text of texts) expect(text.trim().length).toBeGreaterThan(5);
    await expect(page).toHaveURL(/subject=we-they/);
    await expect(page).toHaveURL(/example=5/);
  });

  test('the Spanish translation shows on hover and on keyboard focus, and a tap keeps it', async ({
    page,
  }) => {
    // Without speak buttons, Tab goes from sentence to sentence.
    await removeSpeech(page);
    await page.goto(PATH);
    await ready(page);
    const spanish = translation(page, 'present-perfect-simple');
    await expect(spanish).toBeHidden();
    await expect(spanish).toContainText('Yo he estudiado inglés.');

    await sentence(page, 'present-perfect-simple').hover();
    await expect(spanish).toBeVisible();
    await page.getByRole('heading', { level: 1 }).hover();
    await expect(spanish).toBeHidden();

    // Keyboard: Tab from the example select reaches the first sentence.
    await page.getByLabel('Example').focus();
    await page.keyboard.press('Tab');
    await expect(sentence(page, 'present-simple')).toBeFocused();
    await expect(translation(page, 'present-simple')).toBeVisible();
    await expect(translation(page, 'present-simple')).toContainText('Yo estudio inglés.');
    await page.keyboard.press('Tab');
    await expect(translation(page, 'present-simple')).toBeHidden();
    await expect(translation(page, 'present-continuous')).toBeVisible();

    // Click or Enter pins it open.
    await page.keyboard.press('Enter');
    await expect(sentence(page, 'present-continuous')).toHaveAttribute('aria-expanded', 'true');
    await page.getByLabel('Example').focus();
    await page.getByRole('heading', { level: 1 }).hover();
    await expect(translation(page, 'present-continuous')).toBeVisible();
    await expect(sentence(page, 'present-continuous')).toHaveAccessibleDescription(
      /Yo estoy estudiando inglés\./,
    );
  });

  test('a stative continuous cell shows the natural form, the struck literal one and its translation', async ({
    page,
  }) => {
    await removeSpeech(page);
    await page.goto(`${PATH}?example=5`);
    await ready(page);
    const cell = sentence(page, 'present-continuous');
    await expect(cell).toHaveText('I am working as a developer.');
    const wrong = page.locator(
      '[data-testid="tense-cell"][data-tense="present-continuous"] [data-testid="tense-wrong"]',
    );
    await expect(wrong).toHaveText("✗ Don't say: I am being a developer.");
    await expect(wrong.locator('s')).toHaveText('I am being a developer.');
    await expect(cell).toHaveAccessibleDescription(
      /Yo estoy trabajando como desarrollador\/a\..*Don't say: I am being a developer\./,
    );
    await expect(translation(page, 'present-continuous')).toBeHidden();
    await cell.hover();
    await expect(translation(page, 'present-continuous')).toBeVisible();
    await expect(translation(page, 'present-continuous')).toContainText(
      'Yo estoy trabajando como desarrollador/a.',
    );
    // The simple cells of the same example keep 'be', with both Spanish endings.
    await sentence(page, 'present-simple').focus();
    await expect(translation(page, 'present-simple')).toBeVisible();
    await expect(translation(page, 'present-simple')).toContainText('Yo soy desarrollador/a.');
  });

  test("natural Spanish tenses: 'sabía programar', 'tengo una reunión a las 10', 'say hello'", async ({
    page,
  }) => {
    await removeSpeech(page);
    await page.goto(`${PATH}?example=10`);
    await ready(page);
    await sentence(page, 'past-simple').focus();
    await expect(translation(page, 'past-simple')).toBeVisible();
    await expect(translation(page, 'past-simple')).toContainText(
      'Pretérito imperfecto Yo sabía programar.',
    );
    await expect(sentence(page, 'present-continuous')).toHaveText('I am learning how to program.');

    await page.getByLabel('Example').selectOption({ label: 'have a meeting at 10' });
    await expect(sentence(page, 'present-continuous')).toHaveText('I am having a meeting at 10.');
    await sentence(page, 'present-continuous').hover();
    await expect(translation(page, 'present-continuous')).toBeVisible();
    await expect(translation(page, 'present-continuous')).toContainText(
      'Presente Yo tengo una reunión a las 10.',
    );
    await expect(sentence(page, 'present-perfect-simple')).toHaveText(
      'I have had a meeting today.',
    );

    await page.getByLabel('Example').selectOption({ label: 'say hello' });
    await sentence(page, 'present-perfect-continuous').click();
    await expect(sentence(page, 'present-perfect-continuous')).toHaveText(
      'I have been saying hello.',
    );
    await expect(translation(page, 'present-perfect-continuous')).toBeVisible();
    await expect(translation(page, 'present-perfect-continuous')).toContainText(
      'Yo he estado diciendo hola.',
    );
  });

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 740 } });

    test('a tap on a We/They cell shows the Spanish with lower case after the slash', async ({
      page,
    }) => {
      await page.goto(`${PATH}?subject=we-they&example=6`);
      await ready(page);
      const cell = sentence(page, 'past-simple');
      await expect(cell).toHaveText('We/They said hello.');
      await cell.scrollIntoViewIfNeeded();
      await cell.tap();
      await expect(translation(page, 'past-simple')).toBeVisible();
      await expect(translation(page, 'past-simple')).toContainText(
        'Nosotros dijimos / ellos dijeron hola.',
      );
    });

    test('a tap shows the translation and the page does not scroll sideways', async ({ page }) => {
      await page.goto(`${PATH}?subject=we-they&form=interrogative&example=4`);
      await ready(page);
      const cell = sentence(page, 'future-perfect-continuous');
      await expect(cell).toHaveText('Will we/they have been going to the office?');
      await cell.scrollIntoViewIfNeeded();
      await cell.tap();
      await expect(cell).toHaveAttribute('aria-expanded', 'true');
      await expect(translation(page, 'future-perfect-continuous')).toBeVisible();
      await expect(translation(page, 'future-perfect-continuous')).toContainText(
        '¿Habremos estado nosotros yendo / habrán estado ellos yendo a la oficina?',
      );
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });

  test('the URL keeps the selection across a reload; invalid values fall back to defaults', async ({
    page,
  }) => {
    await page.goto(PATH);
    await ready(page);
    await page.getByRole('radio', { name: 'You' }).check();
    await page.getByRole('radio', { name: 'Negative' }).check();
    await page.getByLabel('Example').selectOption({ label: 'write high-quality code' });
    await expect(page).toHaveURL(/\?subject=you&form=negative&example=9$/);

    await page.reload();
    await ready(page);
    await expect(page.getByRole('radio', { name: 'You' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Negative' })).toBeChecked();
    await expect(page.getByLabel('Example')).toHaveValue('9');
    await expect(sentence(page, 'past-simple')).toHaveText("You didn't write high-quality code.");
    await expect(sentence(page, 'present-perfect-simple')).toHaveText(
      "You haven't written high-quality code.",
    );

    await page.goto(`${PATH}?subject=nobody&form=negative&example=42`);
    await ready(page);
    await expect(page.getByRole('radio', { name: 'I', exact: true })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Negative' })).toBeChecked();
    await expect(page.getByLabel('Example')).toHaveValue('0');
    await expect(sentence(page, 'present-simple')).toHaveText("I don't study English.");
  });

  test('speak buttons read each English sentence where speech synthesis exists', async ({
    page,
  }) => {
    await mockSpeech(page);
    await page.goto(`${PATH}?subject=he-she-it`);
    await ready(page);
    const speak = page.getByRole('button', { name: /^Listen: / });
    await expect(speak).toHaveCount(12);
    await page.getByRole('button', { name: 'Listen: He/She has been studying English.' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __spoken: string[] }).__spoken))
      .toEqual(['He/She has been studying English.']);
  });

  test('no speak buttons where the browser has no speech synthesis', async ({ page }) => {
    await removeSpeech(page);
    await page.goto(PATH);
    await ready(page);
    await expect(page.getByTestId('tense-cell')).toHaveCount(12);
    await expect(page.getByRole('button', { name: /^Listen: / })).toHaveCount(0);
  });

  test('two light video players, BACK to /ee and the FEEDBACK link', async ({ page }) => {
    await page.goto(PATH);
    await expect(page.getByRole('button', { name: /^Play video: / })).toHaveCount(
      tenseVideos.length,
    );
    expect(tenseVideos).toHaveLength(2);
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Back', exact: true })).toHaveAttribute(
      'href',
      '/ee',
    );
    const feedback = page.getByRole('link', { name: /Feedback/ });
    await expect(feedback).toHaveAttribute('href', site.feedbackFormUrl);
    await expect(feedback).toHaveAttribute('target', '_blank');
    await expect(feedback).toHaveAttribute('rel', 'noopener noreferrer');
  });

  for (const scheme of ['light', 'dark'] as const) {
    test.describe(`accessibility with notes, verb forms and an open translation (${scheme})`, () => {
      test.use({ colorScheme: scheme });

      test('has no serious axe violations', async ({ page }) => {
        await page.goto(`${PATH}?subject=we-they&form=negative&example=10`);
        await ready(page);
        await expect(page.getByTestId('verb-forms')).toBeVisible();
        await sentence(page, 'past-continuous').click();
        await expect(translation(page, 'past-continuous')).toBeVisible();
        expect(await axeViolations(page, { colorsOnly: scheme === 'dark' })).toEqual([]);
      });
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the default table is in the pre-rendered HTML with its translations', async ({
      page,
    }) => {
      await page.goto(PATH);
      await expect(page.getByTestId('tense-cell')).toHaveCount(12);
      await expect(page.locator('[data-testid="tense-cell"] button[aria-expanded]')).toHaveText(
        DEFAULT_CELLS.map(([, text]) => text),
      );
      await expect(translation(page, 'future-perfect-continuous')).toContainText(
        'Yo habré estado estudiando inglés.',
      );
      await sentence(page, 'past-simple').hover();
      await expect(translation(page, 'past-simple')).toBeVisible();
    });

    test('the speak buttons are in the HTML (drawn once) but none shows', async ({ page }) => {
      await page.goto(PATH);
      await expect(page.locator('button[aria-label^="Listen: "]')).toHaveCount(12);
      await expect(page.getByRole('button', { name: /^Listen: / })).toHaveCount(0);
    });
  });
});
