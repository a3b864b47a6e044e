import { devTips, devTipsTexts } from '@/content/dev-tips';

describe('dev tips content', () => {
  it('has built-in videos', () => {
    expect(devTips.length).toBeGreaterThan(0);
    expect(devTips.every((t) => t.type === 'VIDEO')).toBe(true);
  });

  it('covers every topic of the SPEC, in order', () => {
    const topics = [
      /SOLID|diseño/i,
      /orientada a objetos/i,
      /ACID/,
      /funcional/i,
      /Big O/,
      /ordenación/i,
      /binaria/i,
      /pilas y colas/i,
      /patrones de diseño/i,
      /arquitectura/i,
      /paradigmas/i,
      /código limpio/i,
    ];
    topics.forEach((topic, i) => expect(devTips[i]?.title).toMatch(topic));
  });

  it('embeds each video from the privacy-enhanced YouTube host, once', () => {
    const ids = devTips.map((tip) => {
      const match = /^https:\/\/www\.youtube-nocookie\.com\/embed\/([\w-]{11})$/.exec(tip.url);
      expect(match).not.toBeNull();
      return match?.[1];
    });
    expect(new Set(ids).size).toBe(devTips.length);
  });

  it('gives every tip its texts and a real creation date', () => {
    for (const tip of devTips) {
      expect(tip.title.trim()).not.toBe('');
      expect(tip.description.length).toBeGreaterThan(40);
      expect(tip.sourceTitle.trim()).not.toBe('');
      expect(tip.author.trim()).not.toBe('');
      expect(tip.creationDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${tip.creationDate}T00:00:00Z`).toISOString().slice(0, 10)).toBe(
        tip.creationDate,
      );
    }
  });

  it('labels every type', () => {
    expect(devTipsTexts.open.VIDEO).toBe('Ver video');
    expect(Object.keys(devTipsTexts.open).sort()).toEqual(['IMG', 'TEXT', 'VIDEO']);
    expect(Object.keys(devTipsTexts.typeLabels).sort()).toEqual(['IMG', 'TEXT', 'VIDEO']);
  });
});
