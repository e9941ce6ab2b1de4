import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';

// The repository describes itself: every Markdown link and every repository path a document names
// in backticks leads to a file that exists, and no file cites a product or design document kept
// elsewhere by its old name (the words below are those names; SPECIALTIES and the like are fine).

const SKIP_DIRS = new Set(['node_modules', 'dist', '.git', '.tmp', 'coverage', 'test-results']);
const TEXT = /\.(ts|tsx|js|mjs|cjs|md|sql|css|html|json|ya?ml)$/;
const OUTSIDE_DOCUMENT = /\b(SPEC|DESIGN)\b/;
// This file and its test name those words on purpose.
const SELF = ['scripts/check-docs.ts', 'scripts/check-docs.test.ts'];

/** `[text](target)` and `[label]: target`; fenced blocks and inline code are left out first. */
const LINK = /\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+["'][^)]*)?\)|^\s*\[[^\]]+\]:\s*<?(\S+?)>?\s*$/gm;
/** A backticked path under one of the repository's top folders, or a bare source or doc file name. */
const TOP = '(?:apps|packages|scripts|docs|e2e|deploy|test)';
const NAMED_PATH = new RegExp(`\`(${TOP}/[^\`\\s]+|[A-Za-z0-9_.-]+\\.(?:md|tsx?))\``, 'g');

function walk(dir: string, keep: (name: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    if (SKIP_DIRS.has(name)) return [];
    const path = join(dir, name);
    const stat = statSync(path);
    if (stat.isDirectory()) return walk(path, keep);
    return keep(name) && name !== 'package-lock.json' ? [path] : [];
  });
}

function withoutCode(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

function withoutFences(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
}

function isExternal(target: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#') || target.startsWith('//');
}

/**
 * A path named in prose, from the repository root or from the document; a bare file name (the
 * text around it says which folder) is enough when a file of that name exists somewhere.
 */
function namedPathExists(root: string, file: string, named: string, names: Set<string>): boolean {
  // Patterns, placeholders and ellipses name a family of files, not one.
  if (/[<>{}*…]|\.\.\.|\$\{/.test(named)) return true;
  const clean = named.replace(/[#:?].*$/, '').replace(/[.,;)]+$/, '');
  if (!clean.includes('/')) return names.has(clean);
  return existsSync(resolve(root, clean)) || existsSync(resolve(dirname(file), clean));
}

export function checkDocs(root = process.cwd()): string[] {
  const problems: string[] = [];
  const rel = (file: string) => relative(root, file);
  const names = new Set(walk(root, () => true).map((file) => basename(file)));

  for (const file of walk(root, (name) => name.endsWith('.md'))) {
    const text = readFileSync(file, 'utf8');
    for (const m of withoutCode(text).matchAll(LINK)) {
      const target = (m[1] ?? m[2] ?? '').trim();
      if (!target || isExternal(target)) continue;
      const path = decodeURIComponent(target.replace(/[#?].*$/, ''));
      if (!existsSync(resolve(dirname(file), path))) {
        problems.push(`${rel(file)}: link to a missing file: ${target}`);
      }
    }
    // Paths a reader is told to open must be there too.
    for (const m of withoutFences(text).matchAll(NAMED_PATH)) {
      const named = m[1] as string;
      if (!namedPathExists(root, file, named, names)) {
        problems.push(`${rel(file)}: names a path that is not in the repository: ${named}`);
      }
    }
  }

  for (const file of walk(root, (name) => TEXT.test(name))) {
    if (SELF.includes(rel(file))) continue;
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, i) => {
      const word = line.match(OUTSIDE_DOCUMENT)?.[1];
      if (word) {
        problems.push(`${rel(file)}:${i + 1}: cites ${word}, a document outside the repository`);
      }
    });
  }
  return problems;
}

if (import.meta.main) {
  const problems = checkDocs();
  for (const p of problems) process.stdout.write(`${p}\n`);
  process.stdout.write(
    problems.length
      ? `${problems.length} documentation problems\n`
      : 'Docs: every link and named path is in the repository\n',
  );
  process.exit(problems.length ? 1 : 0);
}
