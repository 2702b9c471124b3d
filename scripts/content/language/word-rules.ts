// The word rules consultants extend: content/word-rules.yaml, "write X, not Y" in prh's format
// (expected, pattern or patterns, prh for the reason, specs for examples), read into house-style
// rules. A rule that is broken (no pattern, a bad regular expression, an example that fails) is a
// problem at its line of the file, so a typo in the rules never passes silently.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { LineCounter, isMap, isScalar, isSeq, parseDocument, type Node as YamlNode } from 'yaml';
import { isLang, languages, type Lang } from '../../../src/i18n/languages.ts';
import type { Problem } from '../../../src/content/problems.ts';
import { readFileText } from '../../../src/content/fileText.ts';
import type { Finding, StyleRule } from './style-rule.ts';

export const wordRulesName = 'word-rules.yaml';

interface RawRule {
  expected?: string;
  pattern?: string;
  patterns?: string[];
  prh?: string;
  specs?: { from?: string; to?: string }[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "/src/flags" as a regular expression (always global); a plain phrase as whole words, any case. */
export function toRegExp(pattern: string): RegExp {
  const literal = /^\/(.+)\/([a-z]*)$/s.exec(pattern);
  if (literal) return new RegExp(literal[1]!, literal[2]!.includes('g') ? literal[2] : `${literal[2]}g`);
  return new RegExp(`(?<![\\p{L}\\p{N}])${escape(pattern)}(?![\\p{L}\\p{N}])`, 'giu');
}

/** The findings of one rule in a text: each match that does not already read as expected. */
function finder(patterns: RegExp[], expected: string | undefined, why: string | undefined) {
  return (text: string): Finding[] =>
    patterns
      .flatMap((pattern) => [...text.matchAll(pattern)])
      .flatMap((m) => {
        const right = expected?.replace(/\$(\d)/g, (_, n: string) => m[Number(n)] ?? '');
        if (right !== undefined && m[0] === right) return [];
        return [{ index: m.index, message: `"${m[0]}": ${why ?? `write "${right}"`}` }];
      })
      .sort((a, b) => a.index - b.index);
}

/** What a rule makes of an example: each finding replaced by the expected form. */
function applied(text: string, patterns: RegExp[], expected: string): string {
  let out = text;
  for (const pattern of patterns) out = out.replace(pattern, (...m: string[]) => expected.replace(/\$(\d)/g, (_, n: string) => m[Number(n)] ?? ''));
  return out;
}

export interface WordRules {
  rules: StyleRule[];
  /** The problems of the file itself. */
  problems: Problem[];
}

/** The rules of content/word-rules.yaml, and the problems of the file itself. */
export function readWordRules(contentDir: string): WordRules {
  const full = path.join(contentDir, wordRulesName);
  return wordRules(existsSync(full) ? readFileText(full) : undefined, `${path.basename(contentDir)}/${wordRulesName}`);
}

/** The rules in a word-rules.yaml's text (none when there is no file), its problems named by `file`. */
export function wordRules(text: string | undefined, file: string): WordRules {
  if (text === undefined) return { rules: [], problems: [] };
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter });
  const lineOf = (node: unknown) => {
    const range = (node as YamlNode | undefined)?.range;
    return range ? lineCounter.linePos(range[0]).line : 1;
  };
  const problems: Problem[] = [];
  const problem = (node: unknown, field: string, message: string) => problems.push({ file, line: lineOf(node), field, message });
  if (doc.errors.length > 0 || !isMap(doc.contents)) {
    problems.push({ file, line: doc.errors[0] ? lineCounter.linePos(doc.errors[0].pos[0]).line : 1, field: 'rules', message: doc.errors[0]?.message.split('\n')[0] ?? 'must map "both", "en" and "it" to named lists of rules' });
    return { rules: [], problems };
  }
  const rules: StyleRule[] = [];
  for (const section of doc.contents.items) {
    const key = isScalar(section.key) ? String(section.key.value) : '';
    const langs: readonly Lang[] | undefined = key === 'both' ? languages : isLang(key) ? [key] : undefined;
    if (!langs || !isMap(section.value)) {
      problem(section.key, key, 'must be "both", "en" or "it", each a map of rule names to lists of rules');
      continue;
    }
    for (const group of section.value.items) {
      const id = isScalar(group.key) ? String(group.key.value) : '';
      if (!isSeq(group.value)) {
        problem(group.key, `${key}.${id}`, 'must be a list of rules');
        continue;
      }
      for (const node of group.value.items) {
        const raw = (isMap(node) ? node.toJSON() : {}) as RawRule;
        const where = `${key}.${id}`;
        const sources = [raw.pattern, ...(raw.patterns ?? [])].filter((p): p is string => typeof p === 'string' && p !== '');
        if (sources.length === 0) {
          problem(node, where, 'a rule needs a pattern (or patterns)');
          continue;
        }
        let patterns: RegExp[];
        try {
          patterns = sources.map(toRegExp);
        } catch (error) {
          problem(node, where, `pattern: ${(error as Error).message}`);
          continue;
        }
        const find = finder(patterns, raw.expected, raw.prh);
        for (const spec of raw.specs ?? []) {
          const from = spec.from ?? '';
          if (spec.to !== undefined && raw.expected !== undefined) {
            const got = applied(from, patterns, raw.expected);
            if (got !== spec.to) problem(node, where, `spec "${from}" gives "${got}", not "${spec.to}"`);
          } else if (find(from).length === 0) problem(node, where, `spec "${from}" finds nothing`);
        }
        rules.push({ id, langs, find });
      }
    }
  }
  return { rules, problems };
}
