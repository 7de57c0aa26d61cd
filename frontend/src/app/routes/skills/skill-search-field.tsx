import { useEffect, useRef } from 'react';
import { Input, InputGroup, chakra } from '@chakra-ui/react';
import { largeText } from '@/components/layout/chrome-sizes';
import { SearchIcon } from '@/components/ui/icons';

// With large text the field cannot show its placeholder whole ('Buscar habili'): the label is shown
// above it instead, and the cut placeholder goes.
const LABEL_SHOWN_WITH_LARGE_TEXT = {
  ...largeText({
    position: 'static',
    width: 'auto',
    height: 'auto',
    margin: '0',
    clip: 'auto',
    overflow: 'visible',
    whiteSpace: 'normal',
    display: 'block',
    fontWeight: 'semibold',
    mb: '2',
  }),
};
const NO_PLACEHOLDER_WITH_LARGE_TEXT = largeText({ '&::placeholder': { color: 'transparent' } });

// 'Buscar habilidades...': results follow the typing, so the form never submits.
export const SkillSearchField = ({ value, onChange }: { value: string; onChange: (text: string) => void }) => {
  const input = useRef<HTMLInputElement>(null);
  // /skills may come drawn by the server: what was typed before the app ran is only in the field, which
  // hydrating keeps. The search takes it over, as if it had been typed now (in an effect, not a layout
  // effect: the router ignores a change of address made before its own layout effects ran).
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed !== value) onChange(typed);
    // Once, when the app takes the drawn field over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <chakra.form role="search" onSubmit={(e) => e.preventDefault()}>
      <chakra.label htmlFor="buscar-habilidades" srOnly css={LABEL_SHOWN_WITH_LARGE_TEXT}>
        Buscar habilidades
      </chakra.label>
      {/* The icon keeps a slot of its own size: by default the slot is as wide as the field is tall,
        and with large text that took a third of the field's width from the words. */}
      <InputGroup
        startElement={<SearchIcon boxSize="5" color="fg.muted" />}
        startElementProps={{ width: 'auto', ps: '3' }}
      >
        <Input
          ps="calc({sizes.5} + {spacing.3} * 2)"
          ref={input}
          id="buscar-habilidades"
          type="search"
          placeholder="Buscar habilidades..."
          value={value}
          onChange={(e) => onChange(e.target.value)}
          size="xl"
          fontSize="lg"
          css={NO_PLACEHOLDER_WITH_LARGE_TEXT}
        />
      </InputGroup>
    </chakra.form>
  );
};
