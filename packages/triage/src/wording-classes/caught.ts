import { triage } from '../index.ts';

/** An emergency is caught when the notice is shown or a question is asked whose answer shows it. */
export const caught = (text: string): boolean => {
  const r = triage(text);
  return r.urgent || r.ask !== null;
};
