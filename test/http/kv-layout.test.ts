import { describe, expect, it } from 'vitest';
import { type PublishedArtifact, publicationEntries } from '../../worker/http/kv-layout.ts';

const artifact = (lender_slug: string, effective_date: string, fill: string): PublishedArtifact => ({
  lender_slug,
  effective_date,
  sha256: fill.repeat(64),
  bytes: new Uint8Array([fill.charCodeAt(0)]),
});

describe('publicationEntries', () => {
  const artifacts = [
    artifact('non-qm', '2026-11-23', 'a'),
    artifact('agency', '2026-11-20', 'b'),
    artifact('non-qm', '2026-11-20', 'c'),
  ];
  const { content, references } = publicationEntries(artifacts, '2026-11-23T06:00:00.000Z');
  const json = (key: string) => JSON.parse(references.find((e) => e.key === key)!.value as string);

  it('stores every artifact under its content address', () => {
    expect(content.map((e) => e.key)).toEqual(['a', 'b', 'c'].map((f) => `artifact:${f.repeat(64)}`));
    expect(content[0]!.value).toEqual(new Uint8Array([97]));
  });

  it('points each lender at its latest effective date and indexes its history by date', () => {
    expect(json('pointer:non-qm')).toEqual({
      sha256: 'a'.repeat(64),
      effective_date: '2026-11-23',
      published_at: '2026-11-23T06:00:00.000Z',
    });
    expect(json('pointer:agency')).toMatchObject({ sha256: 'b'.repeat(64), effective_date: '2026-11-20' });
    expect(json('index:non-qm')).toEqual([
      { effective_date: '2026-11-20', sha256: 'c'.repeat(64) },
      { effective_date: '2026-11-23', sha256: 'a'.repeat(64) },
    ]);
  });

  it('lists the lenders last, once each, sorted', () => {
    expect(references.at(-1)).toEqual({ key: 'lenders', value: '["agency","non-qm"]' });
  });

  it('refuses two artifacts of one lender on one date', () => {
    expect(() =>
      publicationEntries([artifact('agency', '2026-11-20', 'b'), artifact('agency', '2026-11-20', 'd')], 'now'),
    ).toThrow(/two artifacts/);
  });
});
