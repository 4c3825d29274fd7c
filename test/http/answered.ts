/** An answer of worker/http/answers.ts with its JSON bytes parsed: what a client of the route reads. */
import type { Answer } from '../../worker/http/answers.ts';

export async function answered(answer: Answer | Promise<Answer>): Promise<{ status: number; body: any }> {
  const { status, json } = await answer;
  return { status, body: JSON.parse(new TextDecoder().decode(json)) };
}
