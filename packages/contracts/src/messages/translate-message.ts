/**
 * The server's messages (API errors, validation texts of the shared forms) in French and Arabic.
 * English is written in the code, byte for byte the original contract's; each language's table maps
 * an English text to its translation. A text with values in it is a template: `{{wait}}` in the
 * English key matches any text there, and the value found is put in the translation, itself
 * translated when the table knows it (`15 minutes`).
 */
export type MessageTable = Readonly<Record<string, string>>;

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

interface Template {
  pattern: RegExp;
  names: string[];
  translation: string;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function compileTemplate(english: string, translation: string): Template {
  const names: string[] = [];
  let source = '';
  let last = 0;
  for (const match of english.matchAll(PLACEHOLDER)) {
    source += `${escapeRegExp(english.slice(last, match.index))}(.+?)`;
    names.push(match[1] as string);
    last = match.index + match[0].length;
  }
  source += escapeRegExp(english.slice(last));
  return { pattern: new RegExp(`^${source}$`, 's'), names, translation };
}

/** A translator for one language's table; a text the table does not know is answered as it is. */
export function messageTranslator(table: MessageTable): (english: string) => string {
  const exact = new Map<string, string>();
  const templates: Template[] = [];
  for (const [english, translation] of Object.entries(table)) {
    if (english.includes('{{')) templates.push(compileTemplate(english, translation));
    else exact.set(english, translation);
  }
  const translate = (english: string, depth = 0): string => {
    const known = exact.get(english);
    if (known !== undefined) return known;
    if (depth > 1) return english;
    for (const { pattern, names, translation } of templates) {
      const match = pattern.exec(english);
      if (!match) continue;
      const values = new Map(names.map((name, i) => [name, translate(match[i + 1] as string, depth + 1)]));
      return translation.replace(PLACEHOLDER, (whole, name: string) => values.get(name) ?? whole);
    }
    return english;
  };
  return (english) => translate(english);
}
