import { lineDiff, missingPaths, withSections } from './house-map';

const begin = '<!-- generated: owners (npm run docs:architecture) -->';
const end = '<!-- end generated: owners -->';
const table = (row: string) =>
  ['| module | tables | reacts to |', '| --- | --- | --- |', row, '| `users` | `users` | — |'].join('\n');

// The comparison the architecture-doc test makes, on a doc with a deliberately wrong row.
describe('the architecture map comparison', () => {
  const doc = `# Map\n\n${begin}\n\n${table('| `tokens` | `token_accounts`, `subscriptions` | — |')}\n\n${end}\n\nMore.\n`;

  it('should find the wrong row and print it beside the right one', () => {
    const right = withSections(doc, { owners: table('| `tokens` | `token_accounts` | `tokens.renewed` |') });
    expect(right).not.toBe(doc);
    expect(lineDiff(doc, right)).toEqual([
      '- | `tokens` | `token_accounts`, `subscriptions` | — |',
      '+ | `tokens` | `token_accounts` | `tokens.renewed` |',
    ]);
  });

  it('should find nothing when the doc already says what the code does', () => {
    const same = withSections(doc, { owners: table('| `tokens` | `token_accounts`, `subscriptions` | — |') });
    expect(same).toBe(doc);
    expect(lineDiff(doc, same)).toEqual([]);
  });

  it('should refuse a doc that lost its markers rather than pass it', () => {
    expect(() => withSections('# Map\n', { owners: 'x' })).toThrow('no markers for the owners section');
  });

  it('should name a path in a note that no file bears', () => {
    expect(missingPaths('see `backend/test/patches/library-shapes.int-spec.ts` and `backend/test/nowhere.ts`')).toEqual(
      ['backend/test/nowhere.ts'],
    );
  });
});
