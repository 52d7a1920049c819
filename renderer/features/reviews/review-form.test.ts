import { describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from '#shared/domain/reviews';
import {
  checkDraft,
  compatibilityRows,
  distributionRows,
  EMPTY_DRAFT,
  ratingSentence,
} from './review-form';

const summary = {
  average: 3.67,
  count: 3,
  distribution: [0, 1, 0, 0, 2],
  builders: [
    { builder: 'kodular' as const, works: 2, fails: 0, claimed: true },
    { builder: 'niotron' as const, works: 0, fails: 1, claimed: false },
    { builder: 'appzard' as const, works: 0, fails: 0, claimed: true },
  ],
};

describe('review form logic', () => {
  it('names every missing field of an empty draft with the server’s messages', () => {
    const check = checkDraft(EMPTY_DRAFT);
    expect(check).toEqual({
      ok: false,
      errors: {
        rating: REVIEW_MESSAGES.rating,
        body: REVIEW_MESSAGES.body,
        builder: REVIEW_MESSAGES.builder,
        builderVersion: REVIEW_MESSAGES.builderVersion,
        works: REVIEW_MESSAGES.works,
      },
    });
  });

  it('turns a complete draft into the API body', () => {
    const check = checkDraft({
      rating: 4,
      body: 'Works fine in Niotron 1.2',
      builder: 'niotron',
      builderVersion: '1.2',
      works: false,
    });
    expect(check).toEqual({
      ok: true,
      input: {
        rating: 4,
        body: 'Works fine in Niotron 1.2',
        builder: 'niotron',
        builderVersion: '1.2',
        works: false,
      },
    });
  });

  it('lays out the distribution 5 stars first with whole percents', () => {
    expect(
      distributionRows(summary).map(row => [row.stars, row.count, row.percent]),
    ).toEqual([
      [5, 2, 67],
      [4, 0, 0],
      [3, 0, 0],
      [2, 1, 33],
      [1, 0, 0],
    ]);
    expect(
      distributionRows({ ...summary, count: 0, distribution: [0, 0, 0, 0, 0] })[0]
        ?.percent,
    ).toBe(0);
  });

  it('says per builder what reviewers report, beside the maker’s claim', () => {
    expect(
      compatibilityRows(summary).map(row => [row.label, row.verdict, row.claimed]),
    ).toEqual([
      ['Kodular', 'Reported working', true],
      ['Niotron', 'Reported problems', false],
      ['AppZard', 'No reports yet', true],
    ]);
  });

  it('words the rating', () => {
    expect(ratingSentence(null, 0)).toBe('No reviews yet');
    expect(ratingSentence(4, 1)).toBe('4.0 out of 5 from 1 review');
    expect(ratingSentence(3.67, 3)).toBe('3.7 out of 5 from 3 reviews');
  });
});
