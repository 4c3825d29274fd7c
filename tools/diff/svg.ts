/**
 * Inline SVG chart of a price ladder, day A against day B: note rate on x, price on y, one
 * polyline per day, axes with rate and price labels, a legend. Plain SVG markup, no script, no
 * external reference (not even an xmlns URL: inline SVG in HTML needs none).
 */
import { points } from '../../worker/artifact/vocabulary.ts';
import type { LadderPoint } from './model.ts';
import { escapeXml } from './xml.ts';

const COLOR_A = '#8c959f';
const COLOR_B = '#0969da';

/** Smallest step of `steps` giving at most `max` intervals over the span. */
function step(span: number, steps: readonly number[], max: number): number {
  return steps.find((s) => span / s <= max) ?? steps[steps.length - 1]!;
}

/** Thousandths to a short label: 6250 -> "6.25", 6125 -> "6.125", 98000 -> "98.00". */
function short(v: number): string {
  const s = points(v).toFixed(3);
  return s.endsWith('0') ? s.slice(0, -1) : s;
}

/** The chart, 640 by 300, titled `title`, its legend naming the sheets by `labelA` and `labelB`. */
export function ladderChart(
  points: readonly LadderPoint[],
  opts: { title: string; labelA: string; labelB: string },
): string {
  const [W, H] = [640, 300];
  const m = { l: 64, r: 28, t: 40, b: 44 };
  const pw = W - m.l - m.r;
  const ph = H - m.t - m.b;

  const rates = points.map((p) => p.rate);
  const prices = points.flatMap((p) => [p.a, p.b]).filter((v): v is number => v !== null);
  let x0 = Math.min(...rates);
  let x1 = Math.max(...rates);
  if (!(x1 > x0)) [x0, x1] = [x0 - 125, x1 + 125];
  const xStep = step(x1 - x0, [125, 250, 500, 1000, 2000], 12);
  x0 = Math.floor(x0 / xStep) * xStep;
  x1 = Math.ceil(x1 / xStep) * xStep;
  let y0 = prices.length ? Math.min(...prices) : 99000;
  let y1 = prices.length ? Math.max(...prices) : 101000;
  if (!(y1 > y0)) [y0, y1] = [y0 - 500, y1 + 500];
  const yStep = step(y1 - y0, [125, 250, 500, 1000, 2000, 5000, 10000], 8);
  y0 = Math.floor(y0 / yStep) * yStep;
  y1 = Math.ceil(y1 / yStep) * yStep;

  const sx = (r: number) => m.l + ((r - x0) / (x1 - x0)) * pw;
  const sy = (p: number) => m.t + ph - ((p - y0) / (y1 - y0)) * ph;
  const n = (v: number) => v.toFixed(1);

  const out: string[] = [];
  out.push(
    `<svg class="ladder" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${escapeXml(opts.title)}" font-family="system-ui, sans-serif" font-size="11">`,
    `<title>${escapeXml(opts.title)}</title>`,
    `<rect x="${m.l}" y="${m.t}" width="${pw}" height="${ph}" fill="#fff" stroke="#d0d7de"/>`,
  );
  // Grid lines and labels.
  for (let y = y0; y <= y1; y += yStep) {
    out.push(
      `<line x1="${m.l}" x2="${m.l + pw}" y1="${n(sy(y))}" y2="${n(sy(y))}" stroke="#eaeef2"/>`,
      `<text x="${m.l - 6}" y="${n(sy(y) + 4)}" text-anchor="end" fill="#57606a">${short(y)}</text>`,
    );
  }
  for (let x = x0; x <= x1; x += xStep) {
    out.push(
      `<line x1="${n(sx(x))}" x2="${n(sx(x))}" y1="${m.t}" y2="${m.t + ph}" stroke="#eaeef2"/>`,
      `<text x="${n(sx(x))}" y="${m.t + ph + 16}" text-anchor="middle" fill="#57606a">${short(x)}%</text>`,
    );
  }
  if (y0 < 100000 && 100000 < y1) {
    out.push(
      `<line x1="${m.l}" x2="${m.l + pw}" y1="${n(sy(100000))}" y2="${n(sy(100000))}" stroke="#57606a" stroke-dasharray="2 3"/>`,
    );
    out.push(`<text x="${m.l + pw - 4}" y="${n(sy(100000) - 4)}" text-anchor="end" fill="#57606a">par</text>`);
  }
  // Axes.
  out.push(
    `<line x1="${m.l}" x2="${m.l + pw}" y1="${m.t + ph}" y2="${m.t + ph}" stroke="#24292f"/>`,
    `<line x1="${m.l}" x2="${m.l}" y1="${m.t}" y2="${m.t + ph}" stroke="#24292f"/>`,
    `<text x="${m.l + pw / 2}" y="${H - 8}" text-anchor="middle" fill="#24292f">Note rate</text>`,
    `<text transform="translate(14 ${m.t + ph / 2}) rotate(-90)" text-anchor="middle" fill="#24292f">Price</text>`,
  );
  // Series.
  const series = (pick: (p: LadderPoint) => number | null, color: string, dash: string, width: number) => {
    const pts = points.filter((p) => pick(p) !== null).map((p) => `${n(sx(p.rate))},${n(sy(pick(p)!))}`);
    if (pts.length === 0) return;
    out.push(
      `<polyline fill="none" stroke="${color}" stroke-width="${width}"${dash ? ` stroke-dasharray="${dash}"` : ''} points="${pts.join(' ')}"/>`,
    );
    for (const pt of pts) {
      const [cx, cy] = pt.split(',');
      out.push(`<circle cx="${cx}" cy="${cy}" r="2.5" fill="${color}"/>`);
    }
  };
  series((p) => p.a, COLOR_A, '6 4', 1.5);
  series((p) => p.b, COLOR_B, '', 2);
  // Legend.
  const lx = m.l;
  out.push(
    `<line x1="${lx}" x2="${lx + 24}" y1="16" y2="16" stroke="${COLOR_A}" stroke-width="1.5" stroke-dasharray="6 4"/>`,
    `<text x="${lx + 30}" y="20" fill="#24292f">A ${escapeXml(opts.labelA)}</text>`,
    `<line x1="${lx + 170}" x2="${lx + 194}" y1="16" y2="16" stroke="${COLOR_B}" stroke-width="2"/>`,
    `<text x="${lx + 200}" y="20" fill="#24292f">B ${escapeXml(opts.labelB)}</text>`,
    '</svg>',
  );
  return out.join('\n');
}
