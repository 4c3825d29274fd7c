/**
 * Several rules in one cell, each after its lead words (RuleWord.lead, compiler/tables/figures.ts),
 * and price limits printed as points (RuleWord.points): Juniper Ridge's workbook with a `Guide` tab
 * of a row per program, `Program | Highlights | Price Limits`, read as a second rule table.
 */
import { describe, expect, it } from 'vitest';
import { band, eq } from '../../compiler/conditions.ts';
import type { DeclaredProfile, RuleTable, RuleWord } from '../../compiler/tables/language.ts';
import { juniperWith } from '../fixture-lender/built-with.ts';
import { JUNIPER_EXAMPLES } from '../fixture-lender/examples.ts';
import { pricedOn } from '../fixture-lender/priced.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';

/** The Guide tab from row 4: its header in B4:D4. */
const GUIDE = [
  [null, 'Program', 'Highlights', 'Price Limits'],
  [
    null,
    'Thirty-Year Fixed',
    'Min FICO: 720 | Max DTI: 40.00%\nOccupancy: Primary, Second Home',
    'Max rebate (1.500) rebate; max 2.750 pts',
  ], // C5, D5
  [null, 'Fifteen-Year Fixed', 'Min FICO: 700'], // C6: no Max DTI, no Occupancy, no price limits
];
const GUIDE_TABLE: RuleTable = {
  means: 'eligibility rules',
  at: { tab: 'Guide' },
  shape: 'program rows',
  columns: [{ heading: 'Program', holds: 'program' }],
  rules: {
    Highlights: [
      { rule: 'min_fico', lead: 'Min FICO' },
      { rule: 'max_dti', lead: 'Max DTI' },
      { rule: 'occupancies', lead: 'Occupancy' },
    ],
    // `max` stands before `rebate` too: the floor is the figure right after the `max` that has one
    'Price Limits': [
      { rule: 'max_price', lead: 'Max rebate', points: true, key: 'max_rebate' },
      { rule: 'min_price', lead: 'max', points: true, category: 'Price Limits' },
    ],
  },
};
// the Eligibility tab's own `Min Price` row read as no rule: a program has one floor
const PROFILE: DeclaredProfile = {
  ...JUNIPER,
  conventions: { ...JUNIPER.conventions, signWords: { plus: ['pts'], minus: ['rebate'] } },
  tables: [
    ...JUNIPER.tables.map((t) =>
      t.means === 'eligibility rules' && 'Min Price' in t.rules
        ? {
            ...t,
            rules: Object.fromEntries(Object.entries(t.rules).filter(([label]) => label !== 'Min Price')),
            ignore: [...(t.ignore ?? []), 'Min Price'],
          }
        : t,
    ),
    GUIDE_TABLE,
  ],
};
const PLAIN = { ...JUNIPER_EXAMPLES[0]!.request, program_slug: 'thirty_year_fixed' }; // a condo in FL, FICO 725, DTI 45
const reasons = (built: ReturnType<typeof juniperWith>, change: Record<string, unknown>) =>
  pricedOn(built.artifacts[0]!, { ...PLAIN, ...change })
    .rejected.flatMap((r) => r.rejections)
    .map((r) => [r.key, r.threshold, r.source_page?.replace(/^.* › /, '')]);

/** Juniper Ridge with a `Guide` tab of `rows` (from B4), read as a row per program by `rules`. */
const guideOf = (rows: readonly (readonly unknown[])[], rules: RuleTable['rules']) =>
  juniperWith(
    { Guide: rows },
    {
      ...JUNIPER,
      tables: [
        ...JUNIPER.tables,
        {
          means: 'eligibility rules',
          at: { tab: 'Guide' },
          shape: 'program rows',
          columns: [{ heading: 'Program', holds: 'program' }],
          rules,
        },
      ],
    },
  );

describe('several rules in one cell, each after its lead words', () => {
  const built = juniperWith({ Guide: GUIDE }, PROFILE);

  it('compiles with no finding: the cap 100 + 1.500 = 101.500, the floor 100 - 2.750 = 97.250, at D5', () => {
    expect(built.diag.list).toEqual([]);
    const program = built.artifacts[0]!.programs.find((p) => p.slug === 'thirty_year_fixed')!;
    expect(program.caps.map((c) => [c.key, c.value, c.cell])).toContainEqual(['max_rebate', 101_500, 'D5']);
    expect([program.floor?.value, program.floor?.cell]).toEqual([97_250, 'D5']);
  });

  it('Min FICO 720 (C5): 720 passes, 719 fails; Max DTI 40.00: 40 passes, 40.01 fails', () => {
    expect(reasons(built, { credit_score: 720, dti: 40 })).toEqual([]);
    expect(reasons(built, { credit_score: 719, dti: 40 })).toEqual([['min_fico', 720, 'Guide!C5']]);
    expect(reasons(built, { credit_score: 720, dti: 40.01 })).toEqual([['max_dti', 40, 'Guide!C5']]);
  });

  it('Occupancy on its own line: an investment loan is refused eligible_occupancy at C5', () => {
    const keys = reasons(built, { credit_score: 720, dti: 40, occupancy: 'investment' }).map((r) => [r[0], r[2]]);
    expect(keys).toContainEqual(['eligible_occupancy', 'Guide!C5']);
  });

  it('a cell printing some of its label’s lead words only: its rules those (C6: Min FICO 700, 699 fails; no Max DTI, 45 passes)', () => {
    const fifteen = { program_slug: 'fifteen_year_fixed', term: 15 };
    expect(reasons(built, { ...fifteen, credit_score: 700 })).toEqual([]);
    expect(reasons(built, { ...fifteen, credit_score: 699 })).toEqual([['min_fico', 700, 'Guide!C6']]);
  });

  it('lead words no cell prints are misspelt: an error at the label', () => {
    const misspelt = juniperWith(
      { Guide: GUIDE },
      {
        ...PROFILE,
        tables: PROFILE.tables.map((t) =>
          t === GUIDE_TABLE
            ? {
                ...GUIDE_TABLE,
                rules: {
                  ...GUIDE_TABLE.rules,
                  Highlights: [
                    { rule: 'min_fico', lead: 'Min FICO' },
                    { rule: 'max_dti', lead: 'Max DTl' },
                  ],
                },
              }
            : t,
        ),
      },
    );
    expect(misspelt.diag.list.map((d) => `${d.code} ${d.cell}: ${d.message}`)).toEqual([
      'missing_row C4: no cell of "Highlights" prints "Max DTl"',
    ]);
  });

  it('a lead the cell does not print a figure after is an error at the cell', () => {
    const missing = juniperWith(
      {
        Guide: GUIDE.map((row, i) =>
          i === 1 ? [...row.slice(0, 2), 'Min FICO: see notes | Max DTI: 40.00%\nOccupancy: Primary', row[3]] : row,
        ),
      },
      PROFILE,
    );
    expect(missing.diag.list.map((d) => `${d.code} ${d.cell}: ${d.message}`)).toEqual([
      'expected_number C5: expected score right after "Min FICO"',
    ]);
  });
});

describe('a rule tested only for the loans another allows (onlyIf)', () => {
  const LIMITS = [
    [null, 'Program', 'Occupancy', 'Max LTV'],
    [null, 'Thirty-Year Fixed', 'Primary, Second Home', '70%'], // C5, D5
  ];
  const limits = (onlyIf?: RuleWord['onlyIf']) =>
    guideOf(LIMITS, { Occupancy: { rule: 'occupancies' }, 'Max LTV': { rule: 'max_ltv', ...(onlyIf && { onlyIf }) } });
  const keys = (built: ReturnType<typeof juniperWith>, occupancy: string) =>
    reasons(built, { occupancy, ...(occupancy === 'investment' && { ppp_term: 'No PPP' }) }).map((r) => [r[0], r[2]]);

  it('the plain loan (LTV 75.00) is refused 70% (D5) as a primary; as an investment, eligible_occupancy alone, no maximum LTV', () => {
    const built = limits(['occupancies']);
    expect(built.diag.list).toEqual([]);
    expect(keys(built, 'owner_occupied')).toEqual([['max_ltv_exceeded', 'Guide!D5']]);
    // the lender's own Eligibility tab refuses the occupancy too (C12)
    expect(keys(built, 'investment')).toEqual([
      ['eligible_occupancy', 'Eligibility!C12'],
      ['eligible_occupancy', 'Guide!C5'],
    ]);
  });

  it('without onlyIf the investment loan gets both reasons', () => {
    expect(new Set(keys(limits(), 'investment').map((k) => k[0]))).toEqual(
      new Set(['eligible_occupancy', 'max_ltv_exceeded']),
    );
  });
});

describe('rules after lead words in a note, and floors of one program', () => {
  const NOTES = [
    [
      null,
      'Thirty-Year Fixed — Min FICO: 700 | Loan Amount: $150,000 – $1,000,000 (see notes)\nOccupancy: Primary (no Investment)',
    ], // B4: a part ends at a line break, a remark in parentheses aside
    [null, 'Fifteen-Year Fixed: minimum net price 96.500.'], // B5
    [null, 'Net price limits — Thirty-Year Fixed: minimum net price 97.000. Investor: minimum net price 97.250.'], // B6
  ];
  const notes = (rules: RuleTable['rules']) =>
    juniperWith(
      { Notes: NOTES },
      {
        ...PROFILE,
        tables: [
          ...PROFILE.tables.filter((t) => t !== GUIDE_TABLE),
          { means: 'eligibility rules', at: { tab: 'Notes' }, shape: 'sentences', columns: [], rules },
        ],
      },
    );
  const thirty = eq('program', 'thirty_year_fixed');
  const built = notes({
    'Thirty-Year Fixed —': [
      { rule: 'min_fico', lead: 'Min FICO', when: [thirty] },
      { rule: 'loan_amounts', lead: 'Loan Amount', when: [thirty] },
      { rule: 'occupancies', lead: 'Occupancy', when: [thirty] },
    ],
    'Fifteen-Year Fixed: minimum': { rule: 'min_price', when: [eq('program', 'fifteen_year_fixed')] },
    // the second `minimum net price`: the one after `Investor`
    'Net price limits': {
      rule: 'min_price',
      lead: ['Investor', 'minimum net price'],
      when: [eq('program', 'thirty_year_fixed_investor')],
    },
  });

  it('the note’s three rules (the range with its note in parentheses aside), each at B4', () => {
    expect(built.diag.list).toEqual([]);
    expect(reasons(built, { credit_score: 699 }).map((r) => r[0])).toEqual(['min_fico']);
    expect(reasons(built, { loan_amount: 149_999, purchase_price: 300_000 })).toEqual([
      ['min_loan_amount', 150_000, 'Notes!B4'],
    ]);
    expect(reasons(built, { loan_amount: 150_000, purchase_price: 300_000 })).toEqual([]);
    expect(reasons(built, { loan_amount: 1_000_001, purchase_price: 2_000_000 }).map((r) => r[0])).toContain(
      'max_loan_amount',
    );
  });

  it('a floor of one program (its conditions the program’s) is that program’s alone; lead words in turn pick the second `minimum net price` (B6)', () => {
    const floors = built.artifacts[0]!.programs.map((p) => [p.slug, p.floor?.value ?? null]);
    expect(floors).toEqual([
      ['thirty_year_fixed', null],
      ['fifteen_year_fixed', 96_500],
      ['thirty_year_fixed_investor', 97_250],
    ]);
  });

  it('a floor scoped by the loan cannot be said: unsupported_layout at its note', () => {
    const scoped = notes({
      'Fifteen-Year Fixed: minimum': { rule: 'min_price', when: [eq('occupancy', 'investment')] },
    });
    expect(scoped.diag.list.map((d) => `${d.code} ${d.cell}`)).toEqual(['unsupported_layout B5']);
  });
});

describe('reductions of a maximum LTV (reduces)', () => {
  const REDUCED = [
    [null, 'Program', 'Max LTV', 'LTV Reductions'],
    [null, 'Thirty-Year Fixed', '80%', 'Cash-out: reduce max LTV by 10%; 680 and below: reduce by 5%'], // C5, D5
  ];
  const built = guideOf(REDUCED, {
    'Max LTV': { rule: 'max_ltv' },
    'LTV Reductions': [
      {
        rule: 'max_ltv',
        lead: 'Cash-out: reduce max LTV by',
        reduces: true,
        when: [eq('purpose', 'cash_out_refi')],
      },
      {
        rule: 'max_ltv',
        lead: '680 and below: reduce by',
        reduces: true,
        when: [band('fico', null, false, 680, true)],
      },
    ],
  });
  const ltv = (loan_amount: number, change: Record<string, unknown> = {}) =>
    reasons(built, { loan_amount, purchase_price: 400_000, ...change })
      .filter((r) => String(r[2]).startsWith('Guide!'))
      .map((r) => [r[0], r[1]]);

  it('compiles with no finding', () => {
    expect(built.diag.list).toEqual([]);
  });

  it('a purchase at FICO 725: 80.00 (320,000) passes, 80.00025 (320,001) is over 80', () => {
    expect(ltv(320_000)).toEqual([]);
    expect(ltv(320_001)).toEqual([['max_ltv_exceeded', 80]]);
  });

  it('a cash-out: 80 − 10 = 70: 280,000 passes, 280,001 is over 70, one reason', () => {
    const cashOut = { purpose: 'cash_out_refi' };
    expect(ltv(280_000, cashOut)).toEqual([]);
    expect(ltv(280_001, cashOut)).toEqual([['max_ltv_exceeded', 70]]);
  });

  it('both, at FICO 680: 80 − 10 − 5 = 65 (260,000 passes, 260,001 over); at 681, 70', () => {
    const both = { purpose: 'cash_out_refi', credit_score: 680 };
    expect(ltv(260_000, both)).toEqual([]);
    expect(ltv(260_001, both)).toEqual([['max_ltv_exceeded', 65]]);
    expect(ltv(260_001, { ...both, credit_score: 681 })).toEqual([]);
  });
});

describe('a figure followed by a remark in parentheses', () => {
  const built = guideOf(
    [
      [null, 'Program', 'Min FICO', 'Min Loan'],
      [null, 'Thirty-Year Fixed', '700 (720 for condos, see notes)', '$150,000 (Conforming)'], // C5, D5
    ],
    { 'Min FICO': { rule: 'min_fico' }, 'Min Loan': { rule: 'min_loan' } },
  );
  it('is read with the remark aside: FICO 699 fails 700 (C5), a loan of 149,999 fails 150,000 (D5)', () => {
    expect(built.diag.list).toEqual([]);
    const mine = (change: Record<string, unknown>) =>
      reasons(built, change).filter((r) => String(r[2]).startsWith('Guide!'));
    expect(mine({ credit_score: 699 })).toEqual([['min_fico', 700, 'Guide!C5']]);
    expect(mine({ loan_amount: 149_999, purchase_price: 300_000 })).toEqual([['min_loan_amount', 150_000, 'Guide!D5']]);
    expect(mine({ credit_score: 700, loan_amount: 150_000, purchase_price: 300_000 })).toEqual([]);
  });
});
