/**
 * The Worker's request log lines (worker/http/log-line.ts), read as a log reader would: every
 * console.log of the app is captured; a line that is a request's is parsed, anything else is passed
 * on to the console.
 */
import { expect, type MockInstance, vi } from 'vitest';

export type LogLine = Record<string, unknown> & { event: 'request'; request_id: string; status: number };

export interface LogCapture {
  /** Every request line so far, in order. */
  readonly lines: LogLine[];
  /** Everything the app wrote with console.log, as written (each call's arguments). */
  readonly raw: unknown[][];
  restore(): void;
}

export function captureLog(): LogCapture {
  const lines: LogLine[] = [];
  const raw: unknown[][] = [];
  const original = console.log.bind(console);
  const spy: MockInstance<typeof console.log> = vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
    const [first] = args;
    if (typeof first === 'string' && first.startsWith('{"event":"request"')) {
      raw.push(args);
      lines.push(JSON.parse(first) as LogLine);
    } else original(...args);
  });
  return { lines, raw, restore: () => spy.mockRestore() };
}

/** The one line written since `before` lines: exactly one, about the answer whose id is `id`. */
export function expectOneLine(log: LogCapture, before: number, id: string | null): LogLine {
  const written = log.lines.slice(before);
  expect(written.length, `log lines for request ${id}`).toBe(1);
  expect(written[0]!.request_id).toBe(id);
  return written[0]!;
}
