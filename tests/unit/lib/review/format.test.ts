import { formatDueDate, formatInterval, nextDueText } from '@/lib/review/format';

const MIN = 60_000;
/** Tuesday, December 1, 2026, 9:30 in the machine's own time zone, as the visitor's. */
const tuesday = new Date(2026, 11, 1, 9, 30).getTime();
/** Intl writes a narrow no-break space before AM/PM; the tests read plain spaces. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatInterval', () => {
  it('says a length of time in the largest unit that fits', () => {
    expect(formatInterval(20_000)).toBe('1 min');
    expect(formatInterval(10 * MIN)).toBe('10 min');
    expect(formatInterval(3 * 60 * MIN)).toBe('3 h');
    expect(formatInterval(2 * 24 * 60 * MIN)).toBe('2 days');
  });
});

describe('the next card due', () => {
  it('gives the day and time in the visitor’s clock', () => {
    expect(plain(formatDueDate(tuesday))).toBe('Tuesday, December 1 at 9:30 AM');
  });

  it('says how long until then and when', () => {
    expect(plain(nextDueText(tuesday, tuesday - 3 * 60 * MIN))).toBe(
      'Next card due in 3 h: Tuesday, December 1 at 9:30 AM.',
    );
    // Under a minute away: now.
    expect(plain(nextDueText(tuesday, tuesday - 20_000))).toBe(
      'Next card due now: Tuesday, December 1 at 9:30 AM.',
    );
  });
});
