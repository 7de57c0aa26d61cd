// `local/no-import-cycle`: a file may not import (at run time) a file that imports it back, however
// far round. Type-only imports do not count: they are erased. Relative and `@/` (frontend/src) imports
// are followed; packages are not. The graph is read from the files themselves, once per lint run.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..');
const FRONTEND_SRC = join(ROOT, 'frontend/src');
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];
const IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

const resolved = new Map();
function resolveFrom(file, spec) {
  let base;
  if (spec.startsWith('.')) base = resolve(dirname(file), spec);
  else if (spec.startsWith('@/')) base = join(FRONTEND_SRC, spec.slice(2));
  else return undefined;
  const key = base;
  if (resolved.has(key)) return resolved.get(key);
  const found = [base, ...EXTENSIONS.map((ext) => base + ext)].find(
    (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile(),
  );
  resolved.set(key, found);
  return found;
}

const edges = new Map();
function importsOf(file) {
  let targets = edges.get(file);
  if (targets) return targets;
  targets = [];
  edges.set(file, targets);
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return targets;
  }
  for (const match of text.matchAll(IMPORT)) {
    const target = resolveFrom(file, match[1]);
    if (target) targets.push(target);
  }
  return targets;
}

/** A path from `from` back to `to`, or undefined. */
function pathBack(from, to) {
  const seen = new Set();
  const stack = [[from, [from]]];
  while (stack.length) {
    const [file, path] = stack.pop();
    if (file === to) return path;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const next of importsOf(file)) stack.push([next, [...path, next]]);
  }
  return undefined;
}

export default {
  rules: {
    'no-import-cycle': {
      meta: { type: 'problem', schema: [], messages: { cycle: 'Import cycle: {{path}}.' } },
      create(context) {
        const file = context.filename;
        const check = (node) => {
          if (node.importKind === 'type' || node.exportKind === 'type' || !node.source) return;
          const target = resolveFrom(file, node.source.value);
          if (!target) return;
          const path = pathBack(target, file);
          if (path)
            context.report({
              node,
              messageId: 'cycle',
              data: { path: [file, ...path].map((p) => relative(ROOT, p)).join(' → ') },
            });
        };
        return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
      },
    },
  },
};
