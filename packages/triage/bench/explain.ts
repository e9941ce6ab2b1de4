import { tokenize } from '../src/normalize.ts';
import { resolveToken } from '../src/resolve.ts';
import { triage } from '../src/triage.ts';
import { VOCAB } from '../src/vocabulary.ts';

// `node packages/triage/bench/explain.ts "text" ...`: tokens, concepts and the verdict, for rule writing.
for (const text of process.argv.slice(2)) {
  const r = triage(text);
  const toks = tokenize(text).map((t) => {
    const res = resolveToken(t, VOCAB);
    return res === t ? t : `${t}>${res}`;
  });
  console.info(`${text}\n  tokens: ${toks.join(' ')}\n  concepts: ${r.matched.join(' ')}`);
  console.info(
    `  ${r.ranked
      .slice(0, 3)
      .map((x) => `${x.code} ${x.score}`)
      .join(', ')}  urgent=${r.urgent} ${r.urgentReason ?? ''} ask=${r.ask?.question ?? '-'}`,
  );
}
