import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as ts from 'typescript';

const SRC = join(__dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** A text anywhere in the message argument, also inside a condition or a concatenation. */
function writtenInPlace(node: ts.Node): boolean {
  if (ts.isStringLiteralLike(node) || ts.isTemplateExpression(node)) return true;
  return ts.forEachChild(node, (child) => (writtenInPlace(child) ? true : undefined)) ?? false;
}

/** Every `new AppError(code, <text written in place>)` of a file, as `file:line`. */
function inlineMessages(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isNewExpression(node) && node.expression.getText(source) === 'AppError') {
      const message = node.arguments?.[1];
      if (message && writtenInPlace(message)) {
        const { line } = source.getLineAndCharacterOfPosition(message.getStart(source));
        found.push(`${relative(SRC, file)}:${line + 1}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the messages of AppError', () => {
  it('should come from the catalogues of the contracts, never be written in place', () => {
    const files = sources(SRC);
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(inlineMessages)).toEqual([]);
  });
});
