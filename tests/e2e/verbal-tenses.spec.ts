import type { Page } from '@playwright/test';
import { controls } from '@/content/controls';
import { tenseExamples } from '@/content/english/tense-examples';
import {
  aspectLabels,
  formOptions,
  spanishTenseNames,
  subjectOptions,
  tenseRows,
  tensesPage,
  tenseVideos,
} from '@/content/english/tense-texts';
import type { Form, Subject } from '@/content/english/tense-types';
import { pages } from '@/content/routes';
import { shell } from '@/content/shell';
import { site } from '@/content/site';
import { phraseText } from '@/lib/english/conjugate-en';
import {
  axeViolations,
  expect,
  mockSpeech,
  removeSpeech,
  spoken,
  test,
  waitForHydration,
} from './fixtures';

const PATH = pages.verbalTenses.path;

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

const heading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: pages.verbalTenses.heading });

/** The subject and form choices, and the example list, by their words in content/. */
const subject = (page: Page, value: Subject) =>
  page.getByRole('radio', {
    name: subjectOptions.find((o) => o.value === value)!.label,
    exact: true,
  });
const form = (page: Page, value: Form) =>
  page.getByRole('radio', { name: formOptions.find((o) => o.value === value)!.label, exact: true });
const exampleSelect = (page: Page) => page.getByLabel(tensesPage.exampleLabel);
/** The index of the example whose English phrase is `verb complement`. */
const exampleIndex = (verb: string, complement: string) => {
  const index = tenseExamples.findIndex(
    (e) => e.en.verb === verb && e.en.complement === complement,
  );
  expect(index, `${verb} ${complement}`).toBeGreaterThanOrEqual(0);
  return index;
};
/** Chooses an example by the name the list shows for it. */
const chooseExample = (page: Page, index: number) =>
  exampleSelect(page).selectOption({ label: phraseText(tenseExamples[index]!.en) });

/** One cell per time and aspect. */
const CELL_COUNT = tenseRows.length * Object.keys(aspectLabels).length;

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

const speakButtons = (page: Page) =>
  page.getByRole('button', { name: new RegExp(`^${controls.listen.en.label('')}`) });

test.describe('verbal tenses', () => {
  test('the defaults fill the table in order; subject, form and example change every cell; the URL keeps the selection', async ({
    page,
  }) => {
    await page.goto(PATH);
    await ready(page);

    await test.step('the defaults: I / Affirmative / the first example, in the table order', async () => {
      await expect(heading(page)).toBeVisible();
      await expect(subject(page, 'i')).toBeChecked();
      await expect(form(page, 'affirmative')).toBeChecked();
      await expect(exampleSelect(page)).toHaveValue('0');
      await expect(exampleSelect(page).locator('option')).toHaveCount(tenseExamples.length);
      const cells = page.getByTestId('tense-cell');
      await expect(cells).toHaveCount(CELL_COUNT);
      await expect(cells.locator('button[aria-expanded]')).toHaveText(
        DEFAULT_CELLS.map(([, text]) => text),
      );
      expect(
        await cells.evaluateAll((els) => els.map((el) => el.getAttribute('data-tense'))),
      ).toEqual(DEFAULT_CELLS.map(([tense]) => tense));
      // Each row is named by its time and how often its two tenses are used.
      const rowHeadings = page.getByTestId('tense-grid').getByRole('heading', { level: 3 });
      await expect(rowHeadings).toHaveCount(tenseRows.length);
      for (const [index, row] of tenseRows.entries()) {
        await expect(rowHeadings.nth(index)).toHaveAccessibleName(
          `${row.label} ${row.usage.simple} / ${row.usage.continuous}`,
        );
      }
      // A table to assistive technology: a header row, then a row per time whose header
      // is the time and whose cells are its simple and continuous sentences.
      const table = page.getByRole('table', { name: tensesPage.tableHeading });
      await expect(table.getByRole('columnheader')).toHaveText([
        tensesPage.tenseColumn,
        aspectLabels.simple,
        aspectLabels.continuous,
      ]);
      await expect(table.getByRole('row')).toHaveCount(tenseRows.length + 1);
      await expect(table.getByRole('rowheader')).toHaveCount(tenseRows.length);
      await expect(table.getByRole('row').nth(1).getByRole('cell')).toHaveCount(2);
      // The highlighted parts carry the classes of the tense data.
      const perfect = sentence(page, 'present-perfect-continuous');
      await expect(perfect.locator('.span-normal')).toHaveText(['have', 'been']);
      await expect(perfect.locator('.span-ing')).toHaveText('studying');
      await expect(sentence(page, 'past-perfect-simple').locator('.span-part')).toHaveText(
        'studied',
      );
      await expect(sentence(page, 'past-simple').locator('.span-past')).toHaveText('studied');
      await expect(page.getByTestId('verb-forms')).toHaveCount(0);
      await expect(page.getByTestId('tense-note')).toHaveCount(0);
    });

    await test.step('light video players, BACK to /ee and the FEEDBACK link', async () => {
      await expect(
        page.getByRole('button', { name: new RegExp(`^${shell.playVideo('')}`) }),
      ).toHaveCount(tenseVideos.length);
      for (const video of tenseVideos) {
        await expect(
          page.getByRole('button', { name: shell.playVideo(video.title) }),
        ).toBeVisible();
      }
      await expect(page.locator('iframe')).toHaveCount(0);
      await expect(page.getByRole('link', { name: controls.back.en, exact: true })).toHaveAttribute(
        'href',
        pages.verbalTenses.back,
      );
      const feedback = page.getByRole('link', { name: new RegExp(tensesPage.feedbackLabel) });
      await expect(feedback).toHaveAttribute('href', site.feedbackFormUrl);
      await expect(feedback).toHaveAttribute('target', '_blank');
      await expect(feedback).toHaveAttribute('rel', 'noopener noreferrer');
    });

    await test.step('changing subject, form and example updates every cell', async () => {
      await subject(page, 'he-she-it').check();
      await expect(sentence(page, 'present-simple')).toHaveText('He/She studies English.');
      await expect(sentence(page, 'present-perfect-continuous')).toHaveText(
        'He/She has been studying English.',
      );
      await expect(translation(page, 'present-simple')).toContainText('Él/Ella estudia inglés.');

      await form(page, 'negative').check();
      await expect(sentence(page, 'present-simple')).toHaveText("He/She doesn't study English.");
      await expect(sentence(page, 'present-perfect-continuous')).toHaveText(
        "He/She hasn't been studying English.",
      );
      await expect(translation(page, 'past-simple')).toContainText('Él/Ella no estudió inglés.');

      await chooseExample(page, exampleIndex('take', 'notes'));
      await expect(sentence(page, 'past-simple')).toHaveText("He/She didn't take notes.");
      await expect(sentence(page, 'present-perfect-simple')).toHaveText(
        "He/She hasn't taken notes.",
      );
      const forms = page.getByTestId('verb-forms');
      await expect(forms).toBeVisible();
      await expect(forms).toContainText('took');
      await expect(forms).toContainText('taken');
      await expect(forms).toContainText('tomé');

      await form(page, 'interrogative').check();
      await expect(sentence(page, 'present-simple')).toHaveText('Does he/she take notes?');
      await expect(sentence(page, 'future-perfect-continuous')).toHaveText(
        'Will he/she have been taking notes?',
      );
      await expect(translation(page, 'present-simple')).toContainText('¿Toma él/ella notas?');

      const beADeveloper = exampleIndex('be', 'a developer');
      await subject(page, 'we-they').check();
      await chooseExample(page, beADeveloper);
      await form(page, 'affirmative').check();
      await expect(sentence(page, 'present-simple')).toHaveText('We/They are developers.');
      await expect(translation(page, 'present-simple')).toContainText(
        'Nosotros somos / ellos son desarrolladores.',
      );
      // Stative 'be': the continuous cells say it naturally and strike the literal form.
      await expect(sentence(page, 'present-continuous')).toHaveText(
        'We/They are working as developers.',
      );
      await expect(
        page.locator('[data-tense$="-continuous"]').getByTestId('tense-wrong'),
      ).toHaveCount(tenseRows.length);
      // The future perfect simple says it needs a length of time.
      await expect(page.locator('[data-tense$="-simple"]').getByTestId('tense-note')).toHaveCount(
        1,
      );

      // No cell is ever empty.
      const texts = await page
        .locator('[data-testid="tense-cell"] button[aria-expanded]')
        .allTextContents();
      expect(texts).toHaveLength(CELL_COUNT);
      for (const text of texts) expect(text.trim().length).toBeGreaterThan(5);
      await expect(page).toHaveURL(/subject=we-they/);
      await expect(page).toHaveURL(new RegExp(`example=${beADeveloper}`));
    });

    await test.step('the URL keeps the selection across a reload', async () => {
      const writeCode = exampleIndex('write', 'high-quality code');
      await subject(page, 'you').check();
      await form(page, 'negative').check();
      await chooseExample(page, writeCode);
      // The address holds the selection, and nothing else.
      await expect
        .poll(() => Object.fromEntries(new URL(page.url()).searchParams))
        .toEqual({ subject: 'you', form: 'negative', example: String(writeCode) });

      await page.reload();
      await ready(page);
      await expect(subject(page, 'you')).toBeChecked();
      await expect(form(page, 'negative')).toBeChecked();
      await expect(exampleSelect(page)).toHaveValue(String(writeCode));
      await expect(sentence(page, 'past-simple')).toHaveText("You didn't write high-quality code.");
      await expect(sentence(page, 'present-perfect-simple')).toHaveText(
        "You haven't written high-quality code.",
      );
    });

    await test.step('invalid values in the URL fall back to the defaults', async () => {
      await page.goto(`${PATH}?subject=nobody&form=negative&example=${tenseExamples.length + 30}`);
      await ready(page);
      await expect(subject(page, 'i')).toBeChecked();
      await expect(form(page, 'negative')).toBeChecked();
      await expect(exampleSelect(page)).toHaveValue('0');
      await expect(sentence(page, 'present-simple')).toHaveText("I don't study English.");
    });
  });

  test('without speech synthesis: no speak buttons, and the Spanish shows on hover and keyboard focus, a tap keeps it, with natural Spanish tenses', async ({
    page,
  }) => {
    // Without speak buttons, Tab goes from a sentence to its "Add to review", then to the next.
    await removeSpeech(page);
    await page.goto(PATH);
    await ready(page);

    await test.step('no speak buttons where the browser has no speech synthesis', async () => {
      await expect(page.getByTestId('tense-cell')).toHaveCount(CELL_COUNT);
      await expect(speakButtons(page)).toHaveCount(0);
    });

    await test.step('the translation shows on hover and on keyboard focus, and a tap keeps it', async () => {
      const spanish = translation(page, 'present-perfect-simple');
      await expect(spanish).toBeHidden();
      await expect(spanish).toContainText('Yo he estudiado inglés.');

      await sentence(page, 'present-perfect-simple').hover();
      await expect(spanish).toBeVisible();
      await heading(page).hover();
      await expect(spanish).toBeHidden();

      // Keyboard: Tab from the example select reaches "Add this list", then the first sentence.
      await exampleSelect(page).focus();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: 'Add this list' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(sentence(page, 'present-simple')).toBeFocused();
      await expect(translation(page, 'present-simple')).toBeVisible();
      await expect(translation(page, 'present-simple')).toContainText('Yo estudio inglés.');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(sentence(page, 'present-continuous')).toBeFocused();
      await expect(translation(page, 'present-simple')).toBeHidden();
      await expect(translation(page, 'present-continuous')).toBeVisible();

      // Click or Enter pins it open.
      await page.keyboard.press('Enter');
      await expect(sentence(page, 'present-continuous')).toHaveAttribute('aria-expanded', 'true');
      await exampleSelect(page).focus();
      await heading(page).hover();
      await expect(translation(page, 'present-continuous')).toBeVisible();
      await expect(sentence(page, 'present-continuous')).toHaveAccessibleDescription(
        /Yo estoy estudiando inglés\./,
      );
    });

    await test.step('a stative continuous cell shows the natural form, the struck literal one and its translation', async () => {
      await page.goto(`${PATH}?example=${exampleIndex('be', 'a developer')}`);
      await ready(page);
      const cell = sentence(page, 'present-continuous');
      await expect(cell).toHaveText('I am working as a developer.');
      const wrong = page.locator(
        '[data-testid="tense-cell"][data-tense="present-continuous"] [data-testid="tense-wrong"]',
      );
      await expect(wrong).toHaveText(`✗ ${tensesPage.wrongLabel} I am being a developer.`);
      await expect(wrong.locator('s')).toHaveText('I am being a developer.');
      await expect(cell).toHaveAccessibleDescription(
        new RegExp(
          `Yo estoy trabajando como desarrollador/a\\..*${tensesPage.wrongLabel} I am being a developer\\.`,
        ),
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

    await test.step("natural Spanish tenses: 'sabía programar', 'tengo una reunión a las 10', 'say hello'", async () => {
      await page.goto(`${PATH}?example=${exampleIndex('know', 'how to program')}`);
      await ready(page);
      await sentence(page, 'past-simple').focus();
      await expect(translation(page, 'past-simple')).toBeVisible();
      await expect(translation(page, 'past-simple')).toContainText(
        `${spanishTenseNames.imperfect} Yo sabía programar.`,
      );
      await expect(sentence(page, 'present-continuous')).toHaveText(
        'I am learning how to program.',
      );

      await chooseExample(page, exampleIndex('have', 'a meeting at 10'));
      await expect(sentence(page, 'present-continuous')).toHaveText('I am having a meeting at 10.');
      await sentence(page, 'present-continuous').hover();
      await expect(translation(page, 'present-continuous')).toBeVisible();
      await expect(translation(page, 'present-continuous')).toContainText(
        `${spanishTenseNames.present} Yo tengo una reunión a las 10.`,
      );
      await expect(sentence(page, 'present-perfect-simple')).toHaveText(
        'I have had a meeting today.',
      );

      await chooseExample(page, exampleIndex('say', 'hello'));
      await sentence(page, 'present-perfect-continuous').click();
      await expect(sentence(page, 'present-perfect-continuous')).toHaveText(
        'I have been saying hello.',
      );
      await expect(translation(page, 'present-perfect-continuous')).toBeVisible();
      await expect(translation(page, 'present-perfect-continuous')).toContainText(
        'Yo he estado diciendo hola.',
      );
    });
  });

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 740 } });

    test('a tap shows the translation (lower case after the slash for We/They), and the page does not scroll sideways', async ({
      page,
    }) => {
      await test.step('a tap on a We/They cell shows the Spanish with lower case after the slash', async () => {
        await page.goto(`${PATH}?subject=we-they&example=${exampleIndex('say', 'hello')}`);
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

      await test.step('a tap on the longest question pins its translation; no sideways scroll', async () => {
        await page.goto(
          `${PATH}?subject=we-they&form=interrogative&example=${exampleIndex('go', 'to the office')}`,
        );
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
  });

  test('speak buttons read each English sentence; axe finds nothing serious with notes, verb forms and an open translation', async ({
    page,
  }) => {
    await mockSpeech(page);
    await page.goto(`${PATH}?subject=he-she-it`);
    await ready(page);

    await test.step('a speak button per sentence, which reads it', async () => {
      await expect(speakButtons(page)).toHaveCount(CELL_COUNT);
      await page
        .getByRole('button', {
          name: controls.listen.en.label('He/She has been studying English.'),
        })
        .click();
      await expect
        .poll(() => spoken(page, 'text'))
        .toEqual([{ text: 'He/She has been studying English.' }]);
    });

    // A state the page's own accessibility check (a11y.spec.ts) never sees.
    await test.step('axe, light theme, then the colours in the dark theme', async () => {
      await subject(page, 'we-they').check();
      await form(page, 'negative').check();
      await chooseExample(page, exampleIndex('know', 'how to program'));
      await expect(page.getByTestId('verb-forms')).toBeVisible();
      await expect(page.getByTestId('tense-note').first()).toBeVisible();
      await sentence(page, 'past-continuous').click();
      await expect(translation(page, 'past-continuous')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      expect(await axeViolations(page, { colorsOnly: true })).toEqual([]);
    });
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the default table is in the pre-rendered HTML with its translations, and the speak buttons are there (drawn once) but none shows', async ({
      page,
    }) => {
      await page.goto(PATH);
      await expect(page.getByTestId('tense-cell')).toHaveCount(CELL_COUNT);
      await expect(page.locator('[data-testid="tense-cell"] button[aria-expanded]')).toHaveText(
        DEFAULT_CELLS.map(([, text]) => text),
      );
      await expect(translation(page, 'future-perfect-continuous')).toContainText(
        'Yo habré estado estudiando inglés.',
      );
      await expect(
        page.locator(`button[aria-label^="${controls.listen.en.label('')}"]`),
      ).toHaveCount(CELL_COUNT);
      await expect(speakButtons(page)).toHaveCount(0);
      await sentence(page, 'past-simple').hover();
      await expect(translation(page, 'past-simple')).toBeVisible();
    });
  });
});
