import { describe, expect, it } from 'vitest';
import { Box } from '@chakra-ui/react';
import { largeText } from '@/components/layout/chrome-sizes';
import { renderWithProviders } from '@/testing/test-utils';

const allCss = () =>
  [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n');

describe('large-text layouts follow the chosen size as they follow the browser text', () => {
  it('a component turns its large-text styles on for the browser size and for the chosen one', () => {
    renderWithProviders(<Box data-testid="probe" css={largeText({ display: 'none' })} />);
    const css = allCss();
    expect(css).toMatch(/@media screen and \(max-width: 20em\)[^@]*display: ?none/);
    expect(css).toMatch(
      /@media screen and \(max-width: 40em\)\s*\{\s*html\[data-text-size="muy-grande"\] \.[\w-]+[^@]*display: ?none/,
    );
  });
});
