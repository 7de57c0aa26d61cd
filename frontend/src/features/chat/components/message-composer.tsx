import { useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Button, Grid, Text, chakra } from '@chakra-ui/react';
import { largeText, OWN_SIZE_WITH_LARGE_TEXT, VISUALLY_HIDDEN_WITH_LARGE_TEXT } from '@/components/layout/chrome-sizes';
import { usePublishedReach } from '@/components/layout/use-published-reach';
import { Textarea } from '@/components/ui/chakra/textarea';
import { DOCKED_BAR_REACH_VAR } from '@/components/ui/toaster';
import { CHAT_MESSAGE_MAX_LENGTH } from '@conectando/contracts';
import { SendIcon } from '@/components/ui/icons';

interface MessageComposerProps {
  onSend: (content: string) => void;
  // Every change of the text (the typing signal, the saved draft).
  onTextChange: (text: string) => void;
  // A prefilled or saved draft the user reviews and sends (nothing is sent on their behalf).
  initialText?: string;
  // Above the text field: a photo or voice note under review (inside the form, so notices stay clear of it).
  above?: ReactNode;
  // 'Foto' and 'Mensaje de voz': above the field, or with large text a column on its left.
  tools?: ReactNode;
}

// Near the limit the composer counts down: the field cuts a longer text (a pasted letter) silently.
const COUNT_FROM = 200;

// Large text: lengths in px, not rem (the rem grew 2.25 times at 'Muy grande'): the box starts at the
// height of its text (its placeholder takes two lines), 'Enviar' is a 48 px target, the margins thin.
const COMPACT_FORM = largeText({ padding: '8px' });
const COMPACT_BOX = largeText({ minHeight: '48px', paddingInline: '10px', paddingBlock: '6px' });
const COMPACT_SEND = largeText({ height: '48px', minHeight: '48px', minWidth: '56px', padding: '0' });
// The tools, the box and 'Enviar' on one row with large text, in the order the keyboard reaches them:
// the box's two lines are taller than the tools' column, so they cost the conversation no height.
const TOOLS_BESIDE_BOX = largeText({
  gap: '6px',
  gridTemplateAreas: '"tools box send"',
  gridTemplateColumns: 'auto 1fr auto',
});
const ICON_AT_TARGET_SIZE = largeText({ width: '28px', height: '28px' });

// Enter sends, Shift+Enter starts a new line; a message of only spaces is not sent.
export const MessageComposer = ({ onSend, onTextChange, initialText = '', above, tools }: MessageComposerProps) => {
  const [text, setText] = useState(initialText);
  const inputId = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  // Notices go above it, clear of 'Enviar', wherever the page's scrolling puts it.
  const formRef = usePublishedReach<HTMLFormElement>(DOCKED_BAR_REACH_VAR);

  const remaining = CHAT_MESSAGE_MAX_LENGTH - text.length;

  const submit = () => {
    const content = text.trim();
    if (!content) {
      inputRef.current?.focus();
      return;
    }
    onSend(content);
    setText('');
    inputRef.current?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <chakra.form
      ref={formRef}
      onSubmit={onSubmit}
      bg="white"
      borderTopWidth="1px"
      borderColor="border.emphasized"
      px="3"
      py="3"
      css={COMPACT_FORM}
    >
      {above}
      <chakra.label htmlFor={inputId} srOnly>
        Escribe un mensaje
      </chakra.label>
      <Grid
        templateAreas={tools ? '"tools tools" "box send"' : '"box send"'}
        templateColumns="1fr auto"
        alignItems="end"
        gap="2"
        css={tools ? TOOLS_BESIDE_BOX : largeText({ gap: '6px' })}
      >
        {tools && <chakra.div gridArea="tools">{tools}</chakra.div>}
        <Textarea
          gridArea="box"
          id={inputId}
          ref={inputRef}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            onTextChange(event.target.value);
          }}
          onKeyDown={onKeyDown}
          placeholder="Escribe un mensaje"
          rows={1}
          autoresize
          // A long draft scrolls inside the field: with large text it must not push the conversation away.
          maxH="min(9rem, 18dvh)"
          minH="12"
          fontSize="md"
          lineHeight="1.5"
          px="3"
          py="2.5"
          borderRadius="xl"
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          enterKeyHint="send"
          minW="0"
          css={COMPACT_BOX}
        />
        <Button
          gridArea="send"
          type="submit"
          colorPalette="brand"
          size="lg"
          minH="12"
          px="3"
          css={COMPACT_SEND}
          {...OWN_SIZE_WITH_LARGE_TEXT}
        >
          <SendIcon boxSize="5" css={ICON_AT_TARGET_SIZE} />
          {/* Large text: the arrow beside the message box, the word still said (the box keeps its width). */}
          <chakra.span css={VISUALLY_HIDDEN_WITH_LARGE_TEXT}>Enviar</chakra.span>
        </Button>
      </Grid>
      {remaining <= COUNT_FROM && (
        <Text fontSize="md" color={remaining === 0 ? 'fg.error' : 'fg.muted'} mt="1" aria-live="polite">
          {remaining === 0
            ? `Llegaste al máximo de ${CHAT_MESSAGE_MAX_LENGTH} caracteres.`
            : `Te quedan ${remaining} caracteres.`}
        </Text>
      )}
    </chakra.form>
  );
};
