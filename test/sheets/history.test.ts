/**
 * A lender's history as the Worker and the publisher derive it from its KV keys
 * (worker/sheets/history.ts, layout.ts): which publication of a moment answers, which withdrawal
 * counts, what an idle key means, and that every key not as the layout writes it is named. Then the
 * store reading a history longer than one list() page.
 */
import { describe, expect, it, vi } from 'vitest';
import { idleEntry, publicationEntry, withdrawalEntry } from '../../scripts/publish/entries.ts';
import { bindingPort } from '../../scripts/publish/kv-port.ts';
import { memoryKv } from '../../tools/quote/memory-kv.ts';
import { parseMoment } from '../../worker/artifact/moment.ts';
import { historyOf, type ListedKey } from '../../worker/sheets/history.ts';
import type { Publication } from '../../worker/sheets/layout.ts';
import { SheetStore } from '../../worker/sheets/store.ts';

const sha = (digit: string) => digit.repeat(64);
const MONDAY = {
  effective_date: '2026-11-23',
  effective_at: '2026-11-23T08:30:00-08:00',
  reprice: 0,
  expires_at: '2026-11-24T10:00:00-08:00',
};
const REPRICE = { ...MONDAY, effective_at: '2026-11-23T13:15:00-08:00', reprice: 1 };
const published = (sheet: typeof MONDAY, sha256: string, published_at: string): Publication => ({
  ...sheet,
  sha256,
  published_at,
});
const listed = (...entries: { key: string; metadata?: unknown }[]): ListedKey[] =>
  entries.map(({ key, metadata }) => ({ name: key, metadata }));

describe('historyOf', () => {
  it('keys name the moment and the publication in UTC, then the bytes', () => {
    expect(publicationEntry('non-qm', published(MONDAY, sha('a'), '2026-11-23T16:31:07+00:00')).key).toBe(
      `lender:non-qm:sheet:2026-11-23T16:30:00Z:2026-11-23T16:31:07Z:${sha('a')}`,
    );
    expect(
      withdrawalEntry('non-qm', { effective_at: MONDAY.effective_at, withdrawn_at: '2026-11-23T14:00:00-08:00' }).key,
    ).toBe('lender:non-qm:withdrawal:2026-11-23T16:30:00Z:2026-11-23T22:00:00Z');
  });

  it('a moment published twice: the newest publication answers, whichever order the keys list in; on the same second the greater sha256', () => {
    const older = publicationEntry('non-qm', published(MONDAY, sha('b'), '2026-11-23T16:31:00+00:00'));
    const newer = publicationEntry('non-qm', published(MONDAY, sha('a'), '2026-11-23T18:00:00+00:00'));
    for (const keys of [listed(older, newer), listed(newer, older)])
      expect(historyOf('non-qm', keys).sheets.map((e) => e.sha256)).toEqual([sha('a')]);
    const tie = publicationEntry('non-qm', published(MONDAY, sha('c'), '2026-11-23T18:00:00+00:00'));
    expect(historyOf('non-qm', listed(tie, newer)).sheets.map((e) => e.sha256)).toEqual([sha('c')]);
  });

  it('sheets oldest first; a moment withdrawn twice counts the earliest withdrawal; a withdrawal of a moment never published is no sheet', () => {
    const keys = listed(
      publicationEntry('non-qm', published(REPRICE, sha('b'), '2026-11-23T21:16:00+00:00')),
      publicationEntry('non-qm', published(MONDAY, sha('a'), '2026-11-23T16:31:00+00:00')),
      withdrawalEntry('non-qm', { effective_at: MONDAY.effective_at, withdrawn_at: '2026-11-23T23:00:00+00:00' }),
      withdrawalEntry('non-qm', { effective_at: MONDAY.effective_at, withdrawn_at: '2026-11-23T22:00:00+00:00' }),
      withdrawalEntry('non-qm', {
        effective_at: '2026-11-24T08:30:00-08:00',
        withdrawn_at: '2026-11-24T17:00:00+00:00',
      }),
    );
    expect(historyOf('non-qm', keys)).toEqual({
      idle: false,
      sheets: [
        { ...MONDAY, sha256: sha('a'), withdrawn_at: '2026-11-23T22:00:00+00:00' },
        { ...REPRICE, sha256: sha('b'), withdrawn_at: null },
      ],
    });
  });

  it('an idle key alone: no sheet, idle', () => {
    expect(historyOf('jumbo', listed(idleEntry('jumbo', '2026-11-23T16:00:00+00:00')))).toEqual({
      sheets: [],
      idle: true,
    });
  });

  it.each([
    [
      'a publication key whose metadata lacks a field',
      { name: `lender:non-qm:sheet:2026-11-23T16:30:00Z:2026-11-23T16:31:00Z:${sha('a')}`, metadata: { ...MONDAY } },
      `lender:non-qm:sheet:2026-11-23T16:30:00Z:2026-11-23T16:31:00Z:${sha('a')}: malformed metadata: sha256: Invalid input: expected string, received undefined`,
    ],
    [
      'a publication key whose metadata names other bytes',
      {
        name: `lender:non-qm:sheet:2026-11-23T16:30:00Z:2026-11-23T16:31:00Z:${sha('a')}`,
        metadata: published(MONDAY, sha('b'), '2026-11-23T16:31:00+00:00'),
      },
      `lender:non-qm:sheet:2026-11-23T16:30:00Z:2026-11-23T16:31:00Z:${sha('a')}: its metadata is that of lender:non-qm:sheet:2026-11-23T16:30:00Z:2026-11-23T16:31:00Z:${sha('b')}`,
    ],
    [
      'an idle key with an unknown field',
      { name: 'lender:non-qm:idle', metadata: { idle_since: '2026-11-23T16:00:00+00:00', by: 'ops' } },
      'lender:non-qm:idle: malformed metadata: (root): Unrecognized key: "by"',
    ],
    [
      'a key the layout does not write',
      { name: 'lender:non-qm:index', metadata: null },
      'lender:non-qm:index: not a key of the layout of lender:non-qm:* (worker/sheets/layout.ts)',
    ],
  ])('%s is named', (_, key, message) => {
    expect(() => historyOf('non-qm', [key])).toThrow(message);
  });
});

describe('the store reads a history longer than one list() page', () => {
  it('every page, following the cursor: the 1:15 PM reprice, listed on the third page of two keys, answers', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const kv = memoryKv({ pageSize: 2 });
    const at = (moment: string) => parseMoment(moment)!;
    // Five Monday publications of the morning sheet, then the reprice: the reprice's key sorts last.
    await bindingPort(kv).put([
      ...['16:31', '16:32', '16:33', '16:34', '16:35'].map((t) =>
        publicationEntry('non-qm', published(MONDAY, sha('a'), `2026-11-23T${t}:00+00:00`)),
      ),
      publicationEntry('non-qm', published(REPRICE, sha('b'), '2026-11-23T21:16:00+00:00')),
    ]);
    expect((await kv.list({ prefix: 'lender:non-qm:' })).list_complete).toBe(false);
    // The artifacts are not in this KV: the store names the one it tried, so the error says which sheet it picked.
    await expect(
      new SheetStore({ roster: ['non-qm'] }).sheets(kv, { kind: 'now', at: at('2026-11-23T14:00:00-08:00') }),
    ).rejects.toThrow(`no usable rate sheet for lender "non-qm" (artifact:${sha('b')}: not in KV)`);
    vi.restoreAllMocks();
  });
});
