import {
  CARD_DATE_FORMAT,
  formatInZone,
  parseFeedDate,
  READER_DATE_FORMAT,
} from '@/lib/news/dates';

describe('parseFeedDate', () => {
  it('reads RFC 822 and ISO 8601 dates as UTC instants', () => {
    expect(parseFeedDate('Fri, 20 Nov 2026 20:15:00 -0300')).toBe('2026-11-20T23:15:00.000Z');
    expect(parseFeedDate('Fri, 20 Nov 2026 21:10:00 GMT')).toBe('2026-11-20T21:10:00.000Z');
    expect(parseFeedDate(' 2026-11-20T22:14:00Z ')).toBe('2026-11-20T22:14:00.000Z');
  });

  it.each([undefined, null, '', '   ', 'ayer', '32/13/2026', 42])(
    'answers null for %j',
    (value) => {
      expect(parseFeedDate(value)).toBeNull();
    },
  );
});

describe('formatInZone', () => {
  it('writes card dates as dd/MM/yyyy HH:mm in the given zone, summer and winter', () => {
    expect(formatInZone('2026-11-20T23:15:00.000Z', CARD_DATE_FORMAT, 'America/Santiago')).toBe(
      '20/11/2026 20:15',
    );
    expect(formatInZone('2026-06-15T12:00:00.000Z', CARD_DATE_FORMAT, 'America/Santiago')).toBe(
      '15/06/2026 08:00',
    );
  });

  it('writes reader dates as yyyy-MM-dd HH:mm', () => {
    expect(formatInZone('2026-01-02T03:04:59.000Z', READER_DATE_FORMAT, 'UTC')).toBe(
      '2026-01-02 03:04',
    );
  });

  it('crosses the date line when the zone says so', () => {
    expect(formatInZone('2026-11-21T01:30:00.000Z', CARD_DATE_FORMAT, 'America/Santiago')).toBe(
      '20/11/2026 22:30',
    );
  });
});
