import {
  interviewFrame,
  interviewTexts,
  phrasalVerbsArticle,
  phrasalVerbsVideos,
} from '@/content/english/embeds';
import { duplicates, emptyFields } from './content-checks';

describe('embeds content', () => {
  it('has no empty fields', () => {
    expect(
      emptyFields([interviewFrame, interviewTexts, phrasalVerbsArticle, phrasalVerbsVideos]),
    ).toEqual([]);
  });

  it('embeds pages over https with a title', () => {
    for (const frame of [interviewFrame, phrasalVerbsArticle]) {
      expect(new URL(frame.url).protocol).toBe('https:');
      expect(frame.title.length).toBeGreaterThan(5);
    }
  });

  it('shows the interview frame 700 px high', () => {
    expect(interviewFrame.height).toBe(700);
  });

  it('lists videos by valid, distinct YouTube ids and titles', () => {
    expect(phrasalVerbsVideos.length).toBeGreaterThan(0);
    for (const video of phrasalVerbsVideos) expect(video.videoId).toMatch(/^[A-Za-z0-9_-]{11}$/);
    expect(duplicates(phrasalVerbsVideos.map((v) => v.videoId))).toEqual([]);
    expect(duplicates(phrasalVerbsVideos.map((v) => v.title))).toEqual([]);
  });
});
