/**
 * Writes the daily rate sheet workbooks of Larkspur Mortgage Wholesale (a fictional wholesale lender,
 * its notes in NOTES.md) for 2026-11-20 and 2026-11-23, as written by a helper without the compiler
 * in view; then onboarded from docs/ alone (profile.ts).
 */

import * as fs from 'node:fs';
import * as path from 'node:path';
import * as XLSX from 'xlsx';

type Cell = string | number | null | { v: number; z: string } | { d: string };
const DATA: any = {
  sheets: [
    {
      file: 'Larkspur_Wholesale_RateSheet_20261120.xlsx',
      date: '2026-11-20',
      time: '8:30 AM CT',
      programs: [
        {
          slug: 'prime_full_doc_30',
          name: 'Prime Full Doc 30 Year Fixed',
          tab: 'Prime 30 Fixed',
          doc_type: 'full_doc',
          term: 30,
          locks: [15, 30, 45],
          ladder: [
            [5.75, 15, 96.625],
            [5.75, 30, 96.5],
            [5.75, 45, 'NA'],
            [5.875, 15, 97.022],
            [5.875, 30, 96.897],
            [5.875, 45, 'NA'],
            [6.0, 15, 97.413],
            [6.0, 30, 97.288],
            [6.0, 45, 97.138],
            [6.125, 15, 97.798],
            [6.125, 30, 97.673],
            [6.125, 45, 97.523],
            [6.25, 15, 98.177],
            [6.25, 30, 98.052],
            [6.25, 45, 97.902],
            [6.375, 15, 98.55],
            [6.375, 30, 98.425],
            [6.375, 45, 98.275],
            [6.5, 15, 98.917],
            [6.5, 30, 98.792],
            [6.5, 45, 98.642],
            [6.625, 15, 99.278],
            [6.625, 30, 99.153],
            [6.625, 45, 99.003],
            [6.75, 15, 99.633],
            [6.75, 30, 99.508],
            [6.75, 45, 99.358],
            [6.875, 15, 99.982],
            [6.875, 30, 99.857],
            [6.875, 45, 99.707],
            [7.0, 15, 100.325],
            [7.0, 30, 100.2],
            [7.0, 45, 100.05],
            [7.125, 15, 100.662],
            [7.125, 30, 100.537],
            [7.125, 45, 100.387],
            [7.25, 15, 100.993],
            [7.25, 30, 100.868],
            [7.25, 45, 100.718],
            [7.375, 15, 101.318],
            [7.375, 30, 101.193],
            [7.375, 45, 101.043],
            [7.5, 15, 101.637],
            [7.5, 30, 101.512],
            [7.5, 45, 101.362],
            [7.625, 15, 101.95],
            [7.625, 30, 101.825],
            [7.625, 45, 101.675],
          ],
          fico_cols: ['780+', '760–779', '740–759', '720–739', '700–719', '680–699', '660–679'],
          ltv_rows: ['≤ 60.00%', '60.01–70.00%', '70.01–75.00%', '75.01–80.00%', '80.01–85.00%', '85.01–90.00%'],
          fico_ltv: [
            [0.375, 0.25, 0.125, 0, -0.125, -0.375, -0.75],
            [0.25, 0.125, 0, -0.125, -0.375, -0.625, -1.0],
            [0.125, 0, -0.125, -0.25, -0.5, -0.875, -1.375],
            [0, -0.125, -0.25, -0.5, -0.75, -1.125, 'NA'],
            [-0.25, -0.375, -0.5, -0.75, -1.125, 'NA', 'NA'],
            [-0.5, -0.625, -0.875, -1.125, 'NA', 'NA', 'NA'],
          ],
          loan_amount: [
            ['$100K–$149.9K', 100000, -0.5],
            ['$150K–$249.9K', 150000, -0.25],
            ['$250K–$999.9K', 250000, null],
            ['$1MM–$1.49MM', 1000000, -0.125],
            ['$1.5MM–$2MM', 1500000, -0.375],
          ],
          attributes: [
            ['Rate/Term Refinance', -0.125],
            ['Cash-Out Refinance', -0.5],
            ['Second Home', -0.375],
            ['Investment Property', -0.875],
            ['DTI 43.01%–50.00%', -0.25],
            ['Non-Permanent Resident', -0.25],
            ['Escrow Waiver', -0.125],
            ['Interest Only', -0.375],
            ['Credit Event (FC/SS/DIL/BK) < 48 Mos', -0.75],
          ],
          property: [
            ['Townhome', null],
            ['Condo', -0.125],
            ['Non-Warrantable Condo', -0.625],
            ['2 Unit', -0.25],
            ['3–4 Unit', -0.5],
          ],
          property_bps: false,
          max_price: {
            purchase: 102.0,
            rate_term_refi: 101.75,
            cash_out_refi: 101.25,
          },
          min_price: 97.0,
          min_fico: 660,
          max_ltv: 90,
          max_ltv_cashout: 75,
          max_dti: 50,
          min_loan: 100000,
          max_loan: 2000000,
          occupancy: ['owner_occupied', 'second_home', 'investment', 'non_owner_occupied'],
          citizenship: ['us_citizen', 'permanent_resident', 'non_permanent_resident'],
          excluded_states: ['NY', 'HI'],
          min_dscr: null,
        },
        {
          slug: 'prime_full_doc_15',
          name: 'Prime Full Doc 15 Year Fixed',
          tab: 'Prime 15 Fixed',
          doc_type: 'full_doc',
          term: 15,
          locks: [15, 30, 45],
          ladder: [
            [5.125, 15, 97.1],
            [5.125, 30, 97.0],
            [5.125, 45, 'NA'],
            [5.25, 15, 97.447],
            [5.25, 30, 97.347],
            [5.25, 45, 97.222],
            [5.375, 15, 97.788],
            [5.375, 30, 97.688],
            [5.375, 45, 97.563],
            [5.5, 15, 98.123],
            [5.5, 30, 98.023],
            [5.5, 45, 97.898],
            [5.625, 15, 98.452],
            [5.625, 30, 98.352],
            [5.625, 45, 98.227],
            [5.75, 15, 98.775],
            [5.75, 30, 98.675],
            [5.75, 45, 98.55],
            [5.875, 15, 99.092],
            [5.875, 30, 98.992],
            [5.875, 45, 98.867],
            [6.0, 15, 99.403],
            [6.0, 30, 99.303],
            [6.0, 45, 99.178],
            [6.125, 15, 99.708],
            [6.125, 30, 99.608],
            [6.125, 45, 99.483],
            [6.25, 15, 100.007],
            [6.25, 30, 99.907],
            [6.25, 45, 99.782],
            [6.375, 15, 100.3],
            [6.375, 30, 100.2],
            [6.375, 45, 100.075],
            [6.5, 15, 100.587],
            [6.5, 30, 100.487],
            [6.5, 45, 100.362],
            [6.625, 15, 100.868],
            [6.625, 30, 100.768],
            [6.625, 45, 100.643],
            [6.75, 15, 101.143],
            [6.75, 30, 101.043],
            [6.75, 45, 100.918],
          ],
          fico_cols: ['780+', '760–779', '740–759', '720–739', '700–719', '680–699', '660–679'],
          ltv_rows: ['≤ 60.00%', '60.01–70.00%', '70.01–75.00%', '75.01–80.00%', '80.01–85.00%'],
          fico_ltv: [
            [0.5, 0.375, 0.25, 0.125, 0, -0.25, -0.5],
            [0.375, 0.25, 0.125, 0, -0.25, -0.5, -0.875],
            [0.25, 0.125, 0, -0.125, -0.375, -0.75, 'NA'],
            [0.125, 0, -0.125, -0.375, -0.625, 'NA', 'NA'],
            [-0.125, -0.25, -0.375, -0.625, 'NA', 'NA', 'NA'],
          ],
          loan_amount: [
            ['$100K–$149.9K', 100000, -0.375],
            ['$150K–$249.9K', 150000, -0.125],
            ['$250K–$999.9K', 250000, null],
            ['$1MM–$1.5MM', 1000000, -0.25],
          ],
          attributes: [
            ['Rate/Term Refinance', 0.0],
            ['Cash-Out Refinance', -0.375],
            ['Second Home', -0.25],
            ['Investment Property', 'NA'],
            ['DTI 43.01%–50.00%', -0.125],
            ['Non-Permanent Resident', -0.25],
            ['Escrow Waiver', -0.125],
            ['Interest Only', 'NA'],
            ['Credit Event (FC/SS/DIL/BK) < 48 Mos', 'NA'],
          ],
          property: [
            ['Townhome', null],
            ['Condo', -0.125],
            ['Non-Warrantable Condo', 'NA'],
            ['2 Unit', -0.25],
            ['3–4 Unit', 'NA'],
          ],
          property_bps: false,
          max_price: {
            purchase: 101.5,
            rate_term_refi: 101.5,
            cash_out_refi: 101.0,
          },
          min_price: 97.5,
          min_fico: 660,
          max_ltv: 85,
          max_ltv_cashout: 75,
          max_dti: 50,
          min_loan: 100000,
          max_loan: 1500000,
          occupancy: ['owner_occupied', 'second_home', 'investment', 'non_owner_occupied'],
          citizenship: ['us_citizen', 'permanent_resident', 'non_permanent_resident'],
          excluded_states: ['NY', 'HI'],
          min_dscr: null,
        },
        {
          slug: 'investor_dscr_30',
          name: 'Investor DSCR 30 Year Fixed',
          tab: 'Investor DSCR 30',
          doc_type: 'dscr',
          term: 30,
          locks: [30, 45],
          ladder: [
            [6.75, 30, 96.8],
            [6.75, 45, 'NA'],
            [6.875, 30, 97.216],
            [6.875, 45, 'NA'],
            [7.0, 30, 97.624],
            [7.0, 45, 97.424],
            [7.125, 30, 98.024],
            [7.125, 45, 97.824],
            [7.25, 30, 98.416],
            [7.25, 45, 98.216],
            [7.375, 30, 98.8],
            [7.375, 45, 98.6],
            [7.5, 30, 99.176],
            [7.5, 45, 98.976],
            [7.625, 30, 99.544],
            [7.625, 45, 99.344],
            [7.75, 30, 99.904],
            [7.75, 45, 99.704],
            [7.875, 30, 100.256],
            [7.875, 45, 100.056],
            [8.0, 30, 100.6],
            [8.0, 45, 100.4],
            [8.125, 30, 100.936],
            [8.125, 45, 100.736],
            [8.25, 30, 101.264],
            [8.25, 45, 101.064],
            [8.375, 30, 101.584],
            [8.375, 45, 101.384],
            [8.5, 30, 101.896],
            [8.5, 45, 101.696],
            [8.625, 30, 102.2],
            [8.625, 45, 102.0],
          ],
          fico_cols: ['780+', '760–779', '740–759', '720–739', '700–719', '680–699'],
          ltv_rows: ['≤ 60.00%', '60.01–70.00%', '70.01–75.00%', '75.01–80.00%'],
          fico_ltv: [
            [0.25, 0.125, 0, -0.125, -0.375, -0.75],
            [0.125, 0, -0.125, -0.375, -0.625, -1.0],
            [0, -0.125, -0.375, -0.625, -1.0, 'NA'],
            [-0.25, -0.375, -0.625, -0.875, 'NA', 'NA'],
          ],
          loan_amount: [
            ['$150K–$249.9K', 150000, -0.5],
            ['$250K–$999.9K', 250000, null],
            ['$1MM–$1.5MM', 1000000, -0.25],
          ],
          attributes: [
            ['Rate/Term Refinance', -0.125],
            ['Cash-Out Refinance', -0.625],
            ['Foreign National', -0.75],
            ['Non-Permanent Resident', -0.375],
            ['Escrow Waiver', -0.25],
            ['Interest Only', -0.5],
            ['Short-Term Rental', -0.375],
            ['Credit Event (FC/SS/DIL/BK) < 48 Mos', -0.5],
          ],
          property: [
            ['Townhome', 0],
            ['Condo', -25],
            ['Non-Warrantable Condo', -75],
            ['2 Unit', -25],
            ['3–4 Unit', -50],
          ],
          property_bps: true,
          dscr_cols: [
            ['0.75–0.99', 0.75],
            ['1.00–1.14', 1.0],
            ['1.15–1.24', 1.15],
            ['≥ 1.25', 1.25],
          ],
          dscr_grid: [
            [-0.5, -0.125, 0, 0.25],
            [-0.75, -0.25, 0, 0.125],
            ['NA', -0.375, -0.125, 0],
            ['NA', -0.625, -0.25, 0],
          ],
          ppp: [
            ['No Prepay', 'No PPP', -1.0],
            ['1 Year', '1YR PPP', -0.625],
            ['2 Years', '2YR PPP', -0.25],
            ['3 Years', '3YR PPP', 0.0],
            ['5 Years', '5YR PPP', 0.25],
          ],
          max_price: {
            purchase: 102.5,
            rate_term_refi: 102.0,
            cash_out_refi: 101.5,
          },
          min_price: 97.0,
          min_fico: 680,
          max_ltv: 80,
          max_ltv_cashout: 70,
          max_dti: null,
          min_loan: 150000,
          max_loan: 1500000,
          occupancy: ['investment', 'non_owner_occupied'],
          citizenship: ['us_citizen', 'permanent_resident', 'non_permanent_resident', 'foreign_national'],
          excluded_states: ['NY', 'HI', 'ND'],
          min_dscr: 0.75,
        },
      ],
    },
    {
      file: 'Larkspur_Wholesale_RateSheet_20261123.xlsx',
      date: '2026-11-23',
      time: '8:30 AM CT',
      programs: [
        {
          slug: 'prime_full_doc_30',
          name: 'Prime Full Doc 30 Year Fixed',
          tab: 'Prime 30 Fixed',
          doc_type: 'full_doc',
          term: 30,
          locks: [15, 30, 45],
          ladder: [
            [5.75, 15, 96.425],
            [5.75, 30, 96.3],
            [5.75, 45, 'NA'],
            [5.875, 15, 96.822],
            [5.875, 30, 96.697],
            [5.875, 45, 'NA'],
            [6.0, 15, 97.213],
            [6.0, 30, 97.088],
            [6.0, 45, 96.938],
            [6.125, 15, 97.598],
            [6.125, 30, 97.473],
            [6.125, 45, 97.323],
            [6.25, 15, 97.977],
            [6.25, 30, 97.852],
            [6.25, 45, 97.702],
            [6.375, 15, 98.35],
            [6.375, 30, 98.225],
            [6.375, 45, 98.075],
            [6.5, 15, 98.717],
            [6.5, 30, 98.592],
            [6.5, 45, 98.442],
            [6.625, 15, 99.078],
            [6.625, 30, 98.953],
            [6.625, 45, 98.803],
            [6.75, 15, 99.433],
            [6.75, 30, 99.308],
            [6.75, 45, 99.158],
            [6.875, 15, 99.782],
            [6.875, 30, 99.657],
            [6.875, 45, 99.507],
            [7.0, 15, 100.125],
            [7.0, 30, 100.0],
            [7.0, 45, 99.85],
            [7.125, 15, 100.462],
            [7.125, 30, 100.337],
            [7.125, 45, 100.187],
            [7.25, 15, 100.793],
            [7.25, 30, 100.668],
            [7.25, 45, 100.518],
            [7.375, 15, 101.118],
            [7.375, 30, 100.993],
            [7.375, 45, 100.843],
            [7.5, 15, 101.437],
            [7.5, 30, 101.312],
            [7.5, 45, 101.162],
            [7.625, 15, 101.75],
            [7.625, 30, 101.625],
            [7.625, 45, 101.475],
          ],
          fico_cols: ['780+', '760–779', '740–759', '720–739', '700–719', '680–699', '660–679'],
          ltv_rows: ['≤ 60.00%', '60.01–70.00%', '70.01–75.00%', '75.01–80.00%', '80.01–85.00%', '85.01–90.00%'],
          fico_ltv: [
            [0.375, 0.25, 0.125, 0, -0.125, -0.375, -0.75],
            [0.25, 0.125, 0, -0.125, -0.375, -0.625, -1.0],
            [0.125, 0, -0.125, -0.25, -0.5, -0.875, -1.375],
            [0, -0.125, -0.25, -0.5, -0.75, -1.125, 'NA'],
            [-0.25, -0.375, -0.5, -0.75, -1.125, 'NA', 'NA'],
            [-0.5, -0.625, -0.875, -1.125, 'NA', 'NA', 'NA'],
          ],
          loan_amount: [
            ['$100K–$149.9K', 100000, -0.5],
            ['$150K–$249.9K', 150000, -0.25],
            ['$250K–$999.9K', 250000, null],
            ['$1MM–$1.49MM', 1000000, -0.125],
            ['$1.5MM–$2MM', 1500000, -0.375],
          ],
          attributes: [
            ['Rate/Term Refinance', -0.125],
            ['Cash-Out Refinance', -0.5],
            ['Second Home', -0.375],
            ['Investment Property', -0.875],
            ['DTI 43.01%–50.00%', -0.25],
            ['Non-Permanent Resident', -0.25],
            ['Escrow Waiver', -0.125],
            ['Interest Only', -0.375],
            ['Credit Event (FC/SS/DIL/BK) < 48 Mos', -0.75],
          ],
          property: [
            ['Townhome', null],
            ['Condo', -0.125],
            ['Non-Warrantable Condo', -0.625],
            ['2 Unit', -0.25],
            ['3–4 Unit', -0.5],
          ],
          property_bps: false,
          max_price: {
            purchase: 102.0,
            rate_term_refi: 101.75,
            cash_out_refi: 101.25,
          },
          min_price: 97.0,
          min_fico: 660,
          max_ltv: 90,
          max_ltv_cashout: 75,
          max_dti: 50,
          min_loan: 100000,
          max_loan: 2000000,
          occupancy: ['owner_occupied', 'second_home', 'investment', 'non_owner_occupied'],
          citizenship: ['us_citizen', 'permanent_resident', 'non_permanent_resident'],
          excluded_states: ['NY', 'HI'],
          min_dscr: null,
        },
        {
          slug: 'prime_full_doc_15',
          name: 'Prime Full Doc 15 Year Fixed',
          tab: 'Prime 15 Fixed',
          doc_type: 'full_doc',
          term: 15,
          locks: [15, 30, 45],
          ladder: [
            [5.125, 15, 96.975],
            [5.125, 30, 96.875],
            [5.125, 45, 'NA'],
            [5.25, 15, 97.322],
            [5.25, 30, 97.222],
            [5.25, 45, 97.097],
            [5.375, 15, 97.663],
            [5.375, 30, 97.563],
            [5.375, 45, 97.438],
            [5.5, 15, 97.998],
            [5.5, 30, 97.898],
            [5.5, 45, 97.773],
            [5.625, 15, 98.327],
            [5.625, 30, 98.227],
            [5.625, 45, 98.102],
            [5.75, 15, 98.65],
            [5.75, 30, 98.55],
            [5.75, 45, 98.425],
            [5.875, 15, 98.967],
            [5.875, 30, 98.867],
            [5.875, 45, 98.742],
            [6.0, 15, 99.278],
            [6.0, 30, 99.178],
            [6.0, 45, 99.053],
            [6.125, 15, 99.583],
            [6.125, 30, 99.483],
            [6.125, 45, 99.358],
            [6.25, 15, 99.882],
            [6.25, 30, 99.782],
            [6.25, 45, 99.657],
            [6.375, 15, 100.175],
            [6.375, 30, 100.075],
            [6.375, 45, 99.95],
            [6.5, 15, 100.462],
            [6.5, 30, 100.362],
            [6.5, 45, 100.237],
            [6.625, 15, 100.743],
            [6.625, 30, 100.643],
            [6.625, 45, 100.518],
            [6.75, 15, 101.018],
            [6.75, 30, 100.918],
            [6.75, 45, 100.793],
          ],
          fico_cols: ['780+', '760–779', '740–759', '720–739', '700–719', '680–699', '660–679'],
          ltv_rows: ['≤ 60.00%', '60.01–70.00%', '70.01–75.00%', '75.01–80.00%', '80.01–85.00%'],
          fico_ltv: [
            [0.5, 0.375, 0.25, 0.125, 0, -0.25, -0.5],
            [0.375, 0.25, 0.125, 0, -0.25, -0.5, -0.875],
            [0.25, 0.125, 0, -0.125, -0.375, -0.75, 'NA'],
            [0.125, 0, -0.125, -0.375, -0.625, 'NA', 'NA'],
            [-0.125, -0.25, -0.375, -0.625, 'NA', 'NA', 'NA'],
          ],
          loan_amount: [
            ['$100K–$149.9K', 100000, -0.375],
            ['$150K–$249.9K', 150000, -0.125],
            ['$250K–$999.9K', 250000, null],
            ['$1MM–$1.5MM', 1000000, -0.25],
          ],
          attributes: [
            ['Rate/Term Refinance', 0.0],
            ['Cash-Out Refinance', -0.375],
            ['Second Home', -0.25],
            ['Investment Property', 'NA'],
            ['DTI 43.01%–50.00%', -0.125],
            ['Non-Permanent Resident', -0.25],
            ['Escrow Waiver', -0.125],
            ['Interest Only', 'NA'],
            ['Credit Event (FC/SS/DIL/BK) < 48 Mos', 'NA'],
          ],
          property: [
            ['Townhome', null],
            ['Condo', -0.125],
            ['Non-Warrantable Condo', 'NA'],
            ['2 Unit', -0.25],
            ['3–4 Unit', 'NA'],
          ],
          property_bps: false,
          max_price: {
            purchase: 101.5,
            rate_term_refi: 101.5,
            cash_out_refi: 101.0,
          },
          min_price: 97.5,
          min_fico: 660,
          max_ltv: 85,
          max_ltv_cashout: 75,
          max_dti: 50,
          min_loan: 100000,
          max_loan: 1500000,
          occupancy: ['owner_occupied', 'second_home', 'investment', 'non_owner_occupied'],
          citizenship: ['us_citizen', 'permanent_resident', 'non_permanent_resident'],
          excluded_states: ['NY', 'HI'],
          min_dscr: null,
        },
        {
          slug: 'investor_dscr_30',
          name: 'Investor DSCR 30 Year Fixed',
          tab: 'Investor DSCR 30',
          doc_type: 'dscr',
          term: 30,
          locks: [30, 45],
          ladder: [
            [6.75, 30, 96.9],
            [6.75, 45, 'NA'],
            [6.875, 30, 97.316],
            [6.875, 45, 'NA'],
            [7.0, 30, 97.724],
            [7.0, 45, 97.524],
            [7.125, 30, 98.124],
            [7.125, 45, 97.924],
            [7.25, 30, 98.516],
            [7.25, 45, 98.316],
            [7.375, 30, 98.9],
            [7.375, 45, 98.7],
            [7.5, 30, 99.276],
            [7.5, 45, 99.076],
            [7.625, 30, 99.644],
            [7.625, 45, 99.444],
            [7.75, 30, 100.004],
            [7.75, 45, 99.804],
            [7.875, 30, 100.356],
            [7.875, 45, 100.156],
            [8.0, 30, 100.7],
            [8.0, 45, 100.5],
            [8.125, 30, 101.036],
            [8.125, 45, 100.836],
            [8.25, 30, 101.364],
            [8.25, 45, 101.164],
            [8.375, 30, 101.684],
            [8.375, 45, 101.484],
            [8.5, 30, 101.996],
            [8.5, 45, 101.796],
            [8.625, 30, 102.3],
            [8.625, 45, 102.1],
          ],
          fico_cols: ['780+', '760–779', '740–759', '720–739', '700–719', '680–699'],
          ltv_rows: ['≤ 60.00%', '60.01–70.00%', '70.01–75.00%', '75.01–80.00%'],
          fico_ltv: [
            [0.25, 0.125, 0, -0.125, -0.375, -0.75],
            [0.125, 0, -0.125, -0.375, -0.625, -1.0],
            [0, -0.125, -0.375, -0.625, -1.0, 'NA'],
            [-0.25, -0.375, -0.625, -0.875, 'NA', 'NA'],
          ],
          loan_amount: [
            ['$150K–$249.9K', 150000, -0.5],
            ['$250K–$999.9K', 250000, null],
            ['$1MM–$1.5MM', 1000000, -0.25],
          ],
          attributes: [
            ['Rate/Term Refinance', -0.125],
            ['Cash-Out Refinance', -0.625],
            ['Foreign National', -0.75],
            ['Non-Permanent Resident', -0.375],
            ['Escrow Waiver', -0.25],
            ['Interest Only', -0.5],
            ['Short-Term Rental', -0.375],
            ['Credit Event (FC/SS/DIL/BK) < 48 Mos', -0.5],
          ],
          property: [
            ['Townhome', 0],
            ['Condo', -25],
            ['Non-Warrantable Condo', -75],
            ['2 Unit', -25],
            ['3–4 Unit', -50],
          ],
          property_bps: true,
          dscr_cols: [
            ['0.75–0.99', 0.75],
            ['1.00–1.14', 1.0],
            ['1.15–1.24', 1.15],
            ['≥ 1.25', 1.25],
          ],
          dscr_grid: [
            [-0.5, -0.125, 0, 0.25],
            [-0.75, -0.25, 0, 0.125],
            ['NA', -0.375, -0.125, 0],
            ['NA', -0.625, -0.25, 0],
          ],
          ppp: [
            ['No Prepay', 'No PPP', -1.125],
            ['1 Year', '1YR PPP', -0.625],
            ['2 Years', '2YR PPP', -0.25],
            ['3 Years', '3YR PPP', 0.0],
            ['5 Years', '5YR PPP', 0.25],
          ],
          max_price: {
            purchase: 102.5,
            rate_term_refi: 102.0,
            cash_out_refi: 101.5,
          },
          min_price: 97.0,
          min_fico: 680,
          max_ltv: 80,
          max_ltv_cashout: 70,
          max_dti: null,
          min_loan: 150000,
          max_loan: 1500000,
          occupancy: ['investment', 'non_owner_occupied'],
          citizenship: ['us_citizen', 'permanent_resident', 'non_permanent_resident', 'foreign_national'],
          excluded_states: ['NY', 'HI', 'ND'],
          min_dscr: 0.75,
        },
      ],
    },
  ],
};

const F3 = '0.000';
const PAREN = '0.000;(0.000);0.000';
const BPS = '0" bps";(0" bps");0" bps"';

function addLess(v: any): Cell {
  if (v === null || v === undefined) return null;
  if (v === 'NA') return 'NA';
  if (v === 0) return '0.000';
  return (v > 0 ? 'Add ' : 'Less ') + Math.abs(v).toFixed(3);
}

class Sheet {
  ws: XLSX.WorkSheet = {};
  merges: XLSX.Range[] = [];
  maxR = 0;
  maxC = 0;
  set(r: number, c: number, val: Cell) {
    if (val === null || val === undefined) return;
    const a = XLSX.utils.encode_cell({ r, c });
    if (typeof val === 'string') this.ws[a] = { t: 's', v: val };
    else if (typeof val === 'number') this.ws[a] = { t: 'n', v: val };
    else if ('d' in val) {
      const [y = 0, m = 1, d = 1] = val.d.split('-').map(Number);
      const serial = (Date.UTC(y, m - 1, d) - Date.UTC(1899, 11, 30)) / 86400000;
      this.ws[a] = { t: 'n', v: serial, z: 'mm/dd/yyyy' };
    } else this.ws[a] = { t: 'n', v: val.v, z: val.z };
    this.maxR = Math.max(this.maxR, r);
    this.maxC = Math.max(this.maxC, c);
  }
  merge(r: number, c1: number, c2: number) {
    this.merges.push({ s: { r, c: c1 }, e: { r, c: c2 } });
  }
  done(widths: number[]): XLSX.WorkSheet {
    this.ws['!ref'] = XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: this.maxR, c: this.maxC } });
    this.ws['!merges'] = this.merges;
    this.ws['!cols'] = widths.map((w) => ({ wch: w }));
    return this.ws;
  }
}

function banner(s: Sheet, sheet: any, title: string, width: number) {
  s.set(0, 0, `LARKSPUR MORTGAGE WHOLESALE  |  ${title}`);
  s.merge(0, 0, width);
  s.set(1, 0, 'Effective Date:');
  s.set(1, 1, { d: sheet.date });
  s.set(1, 2, sheet.time);
  s.set(
    2,
    0,
    'For licensed mortgage professionals only. Not an advertisement. Prices subject to change without notice.',
  );
  s.merge(2, 0, width);
}

function coverTab(sheet: any): XLSX.WorkSheet {
  const s = new Sheet();
  banner(s, sheet, 'Wholesale Rate Sheet', 13);
  let r = 4;
  s.set(r, 0, 'PROGRAM SUMMARY');
  s.merge(r, 0, 13);
  r++;
  const hdr = [
    'Program',
    'Tab',
    'Doc Type',
    'Term',
    'Lock Periods',
    'Min FICO',
    'Max LTV',
    'Max LTV Cash-Out',
    'Max DTI',
    'Loan Amount',
    'Occupancy',
    'Eligible Borrowers',
    'Excluded States',
    'Min DSCR',
  ];
  hdr.forEach((h, c) => {
    s.set(r, c, h);
  });
  r++;
  const occ: Record<string, string> = {
    prime_full_doc_30: 'Primary, Second Home, Investment',
    prime_full_doc_15: 'Primary, Second Home, Investment',
    investor_dscr_30: 'Investment Only',
  };
  const amt: Record<string, string> = {
    prime_full_doc_30: '$100K–$2MM',
    prime_full_doc_15: '$100K–$1.5MM',
    investor_dscr_30: '$150K–$1.5MM',
  };
  const bor: Record<string, string> = {
    us_citizen: 'US Citizen',
    permanent_resident: 'Permanent Resident',
    non_permanent_resident: 'Non-Permanent Resident',
    foreign_national: 'Foreign National',
  };
  for (const p of sheet.programs) {
    s.set(r, 0, p.name);
    s.set(r, 1, p.tab);
    s.set(r, 2, p.doc_type === 'dscr' ? 'DSCR (no income docs)' : 'Full Doc');
    s.set(r, 3, `${p.term} Yr Fixed`);
    s.set(r, 4, `${p.locks.join(' / ')} Days`);
    s.set(r, 5, p.min_fico);
    s.set(r, 6, { v: p.max_ltv / 100, z: '0.00%' });
    s.set(r, 7, { v: p.max_ltv_cashout / 100, z: '0.00%' });
    s.set(r, 8, p.max_dti === null ? 'N/A' : { v: p.max_dti / 100, z: '0.00%' });
    s.set(r, 9, amt[p.slug] ?? null);
    s.set(r, 10, occ[p.slug] ?? null);
    s.set(r, 11, p.citizenship.map((c: string) => bor[c]).join(', '));
    s.set(r, 12, p.excluded_states.join(', '));
    s.set(r, 13, p.min_dscr === null ? 'N/A' : { v: p.min_dscr, z: '0.00' });
    r++;
  }
  r++;
  const notes = [
    'SHEET NOTES',
    'Eligible property types, all programs: SFR, Townhome, Condo, Non-Warrantable Condo, 2 Unit, 3–4 Unit. Condotel, 5–8 Unit, Mixed Use and Manufactured are ineligible.',
    'Each program tab carries its own base pricing and its own adjustments. Base prices are listed per rate and lock period.',
    '"Add" adjustments are added to the price; "Less" adjustments are subtracted from the price. Figures in parentheses are negative. Adjustments are cumulative.',
    'NA = Not Eligible. A blank adjustment cell = 0.000.',
    'Maximum price depends on loan purpose. Rates priced below the Minimum Price after adjustments are not available.',
    'Pricing expires at 10:00 AM CT on the next business day unless replaced earlier.',
    'First lien only. All pricing is lender paid compensation neutral.',
  ];
  for (const n of notes) {
    s.set(r, 0, n);
    s.merge(r, 0, 13);
    r++;
  }
  return s.done([34, 18, 20, 12, 16, 9, 9, 16, 9, 14, 30, 62, 15, 9]);
}

function programTab(sheet: any, p: any): XLSX.WorkSheet {
  const s = new Sheet();
  const W = 4 + 1 + p.fico_cols.length; // last column index
  banner(s, sheet, p.name, W);
  // BASE PRICING long list, columns A-C
  let r = 4;
  s.set(r, 0, 'BASE PRICING');
  s.merge(r, 0, 2);
  r++;
  s.set(r, 0, 'Rate');
  s.set(r, 1, 'Lock');
  s.set(r, 2, 'Price');
  r++;
  for (const [rate, lock, price] of p.ladder) {
    s.set(r, 0, { v: rate, z: F3 });
    s.set(r, 1, `${lock} Day`);
    s.set(r, 2, price === 'NA' ? 'NA' : { v: price, z: F3 });
    r++;
  }
  // Adjustments, starting column E (index 4)
  const C = 4;
  r = 4;
  s.set(r, C, `FICO / LTV ADJUSTMENTS — ${p.tab.toUpperCase()}`);
  s.merge(r, C, C + p.fico_cols.length);
  r++;
  s.set(r, C, 'LTV \\ FICO');
  p.fico_cols.forEach((f: string, i: number) => {
    s.set(r, C + 1 + i, f);
  });
  r++;
  p.ltv_rows.forEach((lab: string, i: number) => {
    s.set(r, C, lab);
    p.fico_ltv[i].forEach((v: any, j: number) => {
      s.set(r, C + 1 + j, addLess(v));
    });
    r++;
  });
  s.set(r, C, `Last LTV row = maximum LTV for this program (${p.max_ltv.toFixed(2)}%).`);
  s.merge(r, C, C + p.fico_cols.length);
  r++;
  r++;
  if (p.dscr_grid) {
    s.set(r, C, 'DSCR PRICING');
    s.merge(r, C, C + p.dscr_cols.length);
    r++;
    s.set(r, C, 'LTV \\ DSCR');
    p.dscr_cols.forEach((d: any, i: number) => {
      s.set(r, C + 1 + i, d[0]);
    });
    r++;
    p.ltv_rows.forEach((lab: string, i: number) => {
      s.set(r, C, lab);
      p.dscr_grid[i].forEach((v: any, j: number) => {
        s.set(r, C + 1 + j, v === 'NA' ? 'NA' : { v, z: PAREN });
      });
      r++;
    });
    s.set(r, C, 'DSCR below 0.75 is ineligible.');
    s.merge(r, C, C + p.dscr_cols.length);
    r++;
    r++;
  }
  s.set(r, C, 'LOAN AMOUNT');
  s.merge(r, C, C + 1);
  r++;
  s.set(r, C, 'Loan Amount');
  s.set(r, C + 1, 'Adjustment');
  r++;
  for (const [lab, , v] of p.loan_amount) {
    s.set(r, C, lab);
    s.set(r, C + 1, addLess(v));
    r++;
  }
  r++;
  s.set(r, C, 'LOAN ATTRIBUTES');
  s.merge(r, C, C + 1);
  r++;
  s.set(r, C, 'Attribute');
  s.set(r, C + 1, 'Adjustment');
  r++;
  for (const [lab, v] of p.attributes) {
    s.set(r, C, lab);
    s.set(r, C + 1, addLess(v));
    r++;
  }
  r++;
  s.set(r, C, p.property_bps ? 'PROPERTY TYPE (BPS)' : 'PROPERTY TYPE');
  s.merge(r, C, C + 1);
  r++;
  s.set(r, C, 'Property Type');
  s.set(r, C + 1, p.property_bps ? 'Basis Points' : 'Adjustment');
  r++;
  for (const [lab, v] of p.property) {
    s.set(r, C, lab);
    if (p.property_bps) s.set(r, C + 1, v === 'NA' ? 'NA' : { v, z: BPS });
    else s.set(r, C + 1, addLess(v));
    r++;
  }
  r++;
  if (p.ppp) {
    s.set(r, C, 'PREPAYMENT PENALTY');
    s.merge(r, C, C + 1);
    r++;
    s.set(r, C, 'Prepay Term');
    s.set(r, C + 1, 'Adjustment');
    r++;
    for (const [lab, , v] of p.ppp) {
      s.set(r, C, lab);
      s.set(r, C + 1, addLess(v));
      r++;
    }
    r++;
  }
  s.set(r, C, 'PRICE LIMITS');
  s.merge(r, C, C + 3);
  r++;
  s.set(r, C, 'Price Limit');
  s.set(r, C + 1, 'Purchase');
  s.set(r, C + 2, 'Rate/Term Refi');
  s.set(r, C + 3, 'Cash-Out Refi');
  r++;
  s.set(r, C, 'Maximum Price');
  ['purchase', 'rate_term_refi', 'cash_out_refi'].forEach((k, i) => {
    s.set(r, C + 1 + i, { v: p.max_price[k], z: F3 });
  });
  r++;
  s.set(r, C, 'Minimum Price');
  for (let i = 0; i < 3; i++) s.set(r, C + 1 + i, { v: p.min_price, z: F3 });
  r++;
  r++;
  s.set(
    r,
    C,
    '"Add" = added to price, "Less" = subtracted from price. NA = Not Eligible. Blank = 0.000. Adjustments are cumulative.',
  );
  s.merge(r, C, W);
  r++;
  return s.done([9, 9, 10, 3, 38, 12, 12, 12, 12, 12, 12, 12]);
}

/** Writes the lender's workbooks into `<folder>/larkspur/` (made if missing). */
export function writeLarkspurWorkbooks(folder: string): void {
  const outDir = path.join(folder, 'larkspur');
  fs.mkdirSync(outDir, { recursive: true });
  for (const sheet of DATA.sheets) {
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, coverTab(sheet), 'Cover');
    for (const p of sheet.programs) XLSX.utils.book_append_sheet(wb, programTab(sheet, p), p.tab);
    XLSX.writeFile(wb, path.join(outDir, sheet.file));
  }
}
