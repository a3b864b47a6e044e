import { exportData, exportText, importData, parseDataFile } from '@/lib/data-transfer';
import { MAX_DEPTH } from '@/lib/json-depth';
import { retrySaving } from '@/lib/persist';
import { encode } from '@/lib/review/codec';
import { emptyReviews, enrol, putCard, setNewPerDay, type Reviews } from '@/lib/review/model';
import { gradeCard } from '@/lib/review/schedule';
import * as storage from '@/lib/storage';
import { reset2048Store, use2048Store } from '@/lib/stores/use-2048-store';
import type { Task } from '@/lib/todo/tasks';

const task = (id: number, title: string, status: 0 | 1 | 2 = 0): Task => ({
  id,
  title,
  description: `About ${title}`,
  status,
  creationDate: '2024-05-01',
  creationTime: '10:30',
});

/** Stores each value as the pages do: text as it is, anything else as JSON. */
const seed = (values: Record<string, unknown>) => {
  for (const [key, v] of Object.entries(values))
    localStorage.setItem(key, typeof v === 'string' ? v : JSON.stringify(v));
};
const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null');
const ids = (key: string) => stored(key).map((t: Task) => `${t.id}:${t.title}`);
const everything = () => Object.fromEntries(Object.keys(localStorage).map((k) => [k, stored(k)]));
const file = (data: Record<string, unknown>, more = {}) =>
  JSON.stringify({ format: 'personal-site-data', version: 1, data, ...more });

beforeEach(() => {
  localStorage.clear();
  storage.resetStorageForTests();
  jest.restoreAllMocks();
});

describe('data export', () => {
  it('holds every kept value in its stored shape and every copy set aside, not the theme', () => {
    const tasks = [task(1, 'Buy milk'), task(2, 'Call mum', 1)];
    seed({ tasks, verbsLearned: ['go'], max2048: 256, maxScoreEver: '12', theme: 'dark' });
    seed({ 'tasks.corrupt': 'old', 'max2048.corrupt.17': '"lots"' });
    expect(exportData(new Date('2026-01-02T03:04:05Z'))).toEqual({
      format: 'personal-site-data',
      version: 1,
      exportedAt: '2026-01-02T03:04:05.000Z',
      data: { tasks, verbsLearned: ['go'], max2048: 256, maxScoreEver: 12 },
      setAside: [
        { name: 'max2048.corrupt.17', raw: '"lots"' },
        { name: 'tasks.corrupt', raw: 'old' },
      ],
    });
  });

  it('holds a value it cannot read as a copy set aside', () => {
    seed({ tasks: '{oops' });
    const { data, setAside } = exportData(new Date());
    expect(data).toEqual({});
    expect(setAside?.map((c) => c.raw)).toEqual(['{oops']);
  });

  it('never throws: a value too deep to write goes in as its stored text', () => {
    const deep = (mark: string) => `${'['.repeat(20_000)}"${mark}"${']'.repeat(20_000)}`;
    const reviews = `{"version":1,"cards":[],"aside":[${deep('card')}]}`;
    seed({ reviews, verbsLearned: `["go",${deep('verb')}]`, max2048: 64 });
    let text = '';
    expect(() => (text = exportText(new Date()))).not.toThrow();
    expect(JSON.parse(text).data).toMatchObject({ max2048: 64 });
    for (const kept of [deep('card'), deep('verb')])
      expect(text).toContain(JSON.stringify(kept).slice(1, -1));
  });
});

describe('data import', () => {
  it('refuses a file that is not an export, too large, or nested deeper than MAX_DEPTH', () => {
    const refused = (error: string) => ({ ok: false, error });
    expect(parseDataFile('not json')).toEqual(refused('notJson'));
    expect(parseDataFile('{"a":1}')).toEqual(refused('notExport'));
    expect(parseDataFile(file({}, { version: 9 }))).toEqual(refused('unknownVersion'));
    expect(parseDataFile('x'.repeat(1_000_001))).toEqual(refused('tooLarge'));
    // The file and its data are two levels; each array of the value is one more.
    const nested = (levels: number): unknown => (levels === 0 ? 0 : [nested(levels - 1)]);
    expect(parseDataFile(file({ verbsLearned: nested(MAX_DEPTH - 2) })).ok).toBe(true);
    expect(importData(file({ verbsLearned: nested(MAX_DEPTH - 1) }))).toEqual(refused('tooDeep'));
    const huge = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    expect(importData(file({ tasks: 0 }).replace('0', huge))).toMatchObject({ error: 'tooDeep' });
    expect(localStorage.length).toBe(0);
  });

  it('lists every skipped item with its reason and keeps the valid ones', () => {
    seed({ tasks: [task(1, 'Mine')] });
    const text = file({
      tasks: [
        task(1, 'Ok'),
        { id: 'x' },
        task(5, 'Going', 2),
        { ...task(6, 'Mine'), description: 'other' },
        { ...task(7, 'x'), title: '\u200B\u200B' },
      ],
      verbsLearned: ['go', 5, 'take'],
      reviews: { version: 1, cards: 'none' },
      max2048: -4,
      maxScoreEver: 7,
    });
    expect(importData(text)).toEqual({
      ok: true,
      saved: true,
      added: { tasks: 1, verbsLearned: 2, reviews: 0 },
      skipped: [
        { field: 'tasks', title: null, reason: 'invalid' },
        { field: 'tasks', title: 'Going', reason: 'beingDeleted' },
        { field: 'tasks', title: 'Mine', reason: 'duplicateTitle' },
        { field: 'tasks', title: '\u200B\u200B', reason: 'invalid' },
        // Only a part of the field was left out: the rest of it was imported.
        { field: 'verbsLearned', title: null, reason: 'invalidEntries' },
        { field: 'reviews', title: null, reason: 'invalidField' },
        { field: 'max2048', title: null, reason: 'invalidField' },
      ],
    });
    // Ids stay stable: the stored task keeps 1, the imported one moves to 2.
    expect(everything()).toEqual({
      tasks: [task(1, 'Mine'), task(2, 'Ok')],
      verbsLearned: ['go', 'take'],
      maxScoreEver: 7,
    });
  });

  it('takes a file of some hundred thousand invalid items, under the size limit', () => {
    const text = file({ tasks: [task(1, 'Ok'), ...Array.from({ length: 200_000 }, () => ({}))] });
    expect(text.length).toBeLessThan(1_000_000);
    const result = importData(text);
    expect(result).toMatchObject({ ok: true, added: { tasks: 1 }, saved: true });
    expect(result.ok && result.skipped).toHaveLength(200_000);
    expect(ids('tasks')).toEqual(['1:Ok']);
  });

  it('round-trips an export into another browser and never wipes or lowers what is there', () => {
    seed({ tasks: [task(1, 'Buy milk'), task(2, 'Call mum')], verbsLearned: ['go', 'take'] });
    seed({ max2048: 256, maxScoreEver: 12 });
    const text = exportText(new Date());
    localStorage.clear();
    seed({ tasks: [task(1, 'Here')], verbsLearned: ['be'], max2048: 1024, maxScoreEver: 50 });
    expect(importData(text)).toMatchObject({ ok: true, added: { tasks: 2, verbsLearned: 2 } });
    expect(ids('tasks')).toEqual(['1:Here', '2:Buy milk', '3:Call mum']);
    expect(stored('verbsLearned')).toEqual(['be', 'go', 'take']);
    expect([stored('max2048'), stored('maxScoreEver')]).toEqual([1024, 50]);
    // A failed import changes nothing.
    const before = everything();
    expect(importData('garbage').ok).toBe(false);
    expect(everything()).toEqual(before);
  });

  it("gives this page's stores the imported values", () => {
    use2048Store.getState().init(() => 0);
    importData(file({ max2048: 4096 }));
    expect(use2048Store.getState().best).toBe(4096);
    reset2048Store();
  });

  it('keeps the copies set aside in a file as copies, once, and they come back in the next export', () => {
    seed({ 'tasks.corrupt.5': 'mine' });
    const setAside = [
      { name: 'tasks.corrupt.5', raw: 'theirs' },
      { name: 'max2048.corrupt.9', raw: '"lots"' },
      { name: 'verbsLearned.corrupt.1', raw: 'mine' },
    ];
    expect(importData(file({}, { setAside }))).toMatchObject({ ok: true, saved: true });
    importData(file({}, { setAside }));
    expect(exportData(new Date()).setAside).toEqual([
      { name: 'max2048.corrupt.9', raw: '"lots"' },
      { name: 'tasks.corrupt.5', raw: 'mine' },
      { name: 'tasks.corrupt.5-imported', raw: 'theirs' },
    ]);
  });

  it('sets stored items that are not valid aside instead of dropping them', () => {
    seed({ tasks: [task(1, 'Mine'), { broken: true }] });
    importData(file({ tasks: [task(2, 'New')] }));
    const aside = storage.asideCopies('tasks').map((c) => JSON.parse(c.raw));
    expect(aside).toEqual([[{ broken: true }]]);
    expect(ids('tasks')).toEqual(['1:Mine', '2:New']);
  });

  it('saves an import the browser refused later, joined with what another tab saved meanwhile', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(importData(file({ verbsLearned: ['go'] }))).toMatchObject({ ok: true, saved: false });
    // A second file while the browser still refuses: the first one's value is kept too.
    expect(importData(file({ verbsLearned: ['do'] }))).toMatchObject({ ok: true, saved: false });
    expect(storage.status().unsaved).toEqual(['verbsLearned']);
    expect(exportData(new Date()).data.verbsLearned).toEqual(['go', 'do']);
    setItem.mockRestore();
    seed({ verbsLearned: ['be'] });
    // 'Try saving again' on the data page, which has no store of that key.
    expect(retrySaving()).toBe(true);
    expect(stored('verbsLearned')).toEqual(['be', 'go', 'do']);
  });
});

describe('data import of review cards', () => {
  const t0 = new Date(2026, 0, 10, 9, 0).getTime();
  const grade = (r: Reviews, id: string, at: number) =>
    putCard(r, gradeCard(r.cards[id]!, 'good', at));

  it('merges card by card (the latest review wins) and counts the new cards', () => {
    // Browser A: two cards, one reviewed late; a daily limit of 4.
    const a = grade(enrol(emptyReviews, ['verb:go', 'phrase:hi'], t0), 'verb:go', t0 + 9000);
    seed({ reviews: encode(setNewPerDay(a, 4, t0)) });
    const text = exportText(new Date());
    // Browser B: its own card, and an earlier review of A's card.
    const b = grade(enrol(emptyReviews, ['verb:see', 'verb:go'], t0), 'verb:go', t0 + 1000);
    seed({ reviews: encode(b) });
    expect(importData(text)).toMatchObject({ ok: true, skipped: [], added: { reviews: 1 } });
    const after = stored('reviews');
    expect(after.cards).toEqual([a.cards['phrase:hi'], expect.anything(), b.cards['verb:see']]);
    expect(after.cards[1]).toMatchObject({ lastReview: t0 + 9000 });
    expect(after.cards[1].log.map(([at]: number[]) => at)).toEqual([t0 + 1000, t0 + 9000]);
    expect(after.newPerDay).toBe(4);
    // The same file again adds and changes nothing.
    expect(importData(text)).toMatchObject({ ok: true, added: { reviews: 0 } });
    expect(stored('reviews')).toEqual(after);
  });

  it('keeps imported entries that are not valid cards aside', () => {
    seed({ reviews: encode(enrol(emptyReviews, ['verb:see'], t0)) });
    importData(file({ reviews: { ...encode(emptyReviews), cards: [{ id: 7 }] } }));
    expect(stored('reviews')).toMatchObject({ cards: [{ id: 'verb:see' }], aside: [{ id: 7 }] });
  });

  it('lists each entry it keeps aside, keeps a long log whole and an unsafe id as its digits', () => {
    const card = {
      ...encode(enrol(emptyReviews, ['verb:go'], t0)).cards[0]!,
      log: Array.from({ length: 100 }, (_, i) => [t0 + i * 60_000, 3, 2]),
    };
    // By hand: JSON.stringify would write the id as 9007199254740992.
    const reviews = JSON.stringify({
      ...encode(emptyReviews),
      cards: ['CARDS'],
      aside: ['old'],
    }).replace('"CARDS"', `${JSON.stringify(card)},{"id":9007199254740993},{"id":"x"}`);
    const result = importData(file({ reviews: 'REVIEWS' }).replace('"REVIEWS"', reviews));
    expect(result).toMatchObject({ ok: true, added: { reviews: 1 } });
    const keptAside = { field: 'reviews', title: null, reason: 'keptAside' };
    expect(result.ok && result.skipped).toEqual([keptAside, keptAside]);
    expect(stored('reviews').cards[0].log).toHaveLength(100);
    expect(localStorage.getItem('reviews')).toContain(
      '"aside":["old",{"id":"9007199254740993"},{"id":"x"}]',
    );
  });
});
