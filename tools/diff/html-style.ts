/**
 * The report page's stylesheet. Tables never widen the page: a wide grid scrolls sideways inside
 * its own box (`.wrap`), with its header row and row labels sticky; on paper everything wraps, the
 * collapsed per-rate tables open and nothing scrolls.
 */
export const CSS = `
* { box-sizing: border-box; }
body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: #24292f; margin: 0; background: #f6f8fa; overflow-wrap: break-word; }
main { max-width: 1240px; margin: 0 auto; padding: 16px 20px 32px; }
h1 { font-size: 20px; margin: 0 0 2px; }
h2 { font-size: 17px; margin: 24px 0 6px; padding-bottom: 3px; border-bottom: 2px solid #d0d7de; }
h3 { font-size: 14px; margin: 16px 0 6px; color: #57606a; text-transform: uppercase; letter-spacing: .04em; }
h4 { font-size: 14px; margin: 12px 0 4px; }
p { margin: 4px 0 8px; }
code { font-size: 12px; background: #eaeef2; padding: 1px 4px; border-radius: 4px; }
.sheets { color: #57606a; margin: 0 0 8px; }
.headline { margin: 8px 0; padding: 8px 12px 8px 30px; background: #fff; border: 1px solid #d0d7de; border-left: 4px solid #0969da; border-radius: 6px; }
.headline li { margin: 2px 0; }
.warnings { margin: 8px 0; padding: 8px 12px; background: #fff8c5; border: 1px solid #d4a72c; border-radius: 6px; }
.warnings ul { margin: 4px 0 0; padding-left: 20px; }
.legend { font-size: 13px; color: #57606a; }
.tones span { display: inline-block; padding: 1px 6px; margin-right: 6px; border-radius: 4px; font-size: 12px; }
nav ul { margin: 6px 0; padding-left: 20px; columns: 2 240px; }
.wrap { max-width: 100%; overflow-x: auto; margin: 4px 0 12px; }
table { border-collapse: collapse; background: #fff; font-variant-numeric: tabular-nums; }
th, td { border: 1px solid #d0d7de; padding: 3px 7px; text-align: right; vertical-align: top; white-space: nowrap; }
th, td.label, td.text, td.note, table.impact td { white-space: normal; }
th { background: #f6f8fa; font-weight: 600; }
thead th { position: sticky; top: 0; z-index: 1; }
td.label, th.label, td.note, td.text { text-align: left; }
td.note { color: #57606a; }
table.grid th, table.grid td { font-size: 13px; padding: 2px 5px; min-width: 4.2em; }
table.grid td.label { position: sticky; left: 0; z-index: 1; }
table.impact { width: 100%; }
table.impact td, table.impact th { text-align: left; }
td span.line { display: block; white-space: nowrap; }
.changed { background: #fff8c5; font-weight: 600; }
.became_na, .became_ineligible { background: #ffebe9; color: #cf222e; font-weight: 600; }
.no_longer_na, .added, .became_eligible { background: #dafbe1; color: #116329; font-weight: 600; }
.removed { background: #ffebe9; color: #82071e; }
tr.removed td { text-decoration: line-through; }
del { display: block; color: #8c959f; font-weight: 400; }
td.label, td.note, td.text { background: #fff; }
figure { background: #fff; border: 1px solid #d0d7de; border-radius: 6px; padding: 10px; margin: 10px 0 16px; }
figcaption { font-weight: 600; margin-bottom: 4px; }
figcaption small { font-weight: 400; color: #57606a; }
svg.ladder { max-width: 100%; height: auto; display: block; }
details { margin: 4px 0; }
summary { cursor: pointer; color: #0969da; }
.muted { color: #8c959f; }
.up { color: #116329; }
.down { color: #cf222e; }
@media print {
  body { background: #fff; font-size: 10.5px; }
  main { max-width: none; padding: 0; }
  .wrap { overflow: visible; }
  thead th, table.grid td.label { position: static; }
  th, td, table.grid th, table.grid td { padding: 1px 3px; font-size: 10px; min-width: 0; }
  td, td span.line { white-space: normal; }
  nav { display: none; }
  details::details-content { content-visibility: visible; display: block; }
  summary { color: #24292f; }
  figure, tr { break-inside: avoid; }
  h2, h3, h4 { break-after: avoid; }
}
@page { margin: 12mm; }
`;
