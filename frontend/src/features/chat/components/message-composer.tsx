import { useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Button, HStack, Text, chakra } from '@chakra-ui/react';
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
  // Above the text field: 'Foto' and 'Mensaje de voz' (inside the form, so notices stay clear of them).
  attachments?: ReactNode;
}

// Near the limit the composer counts down: the field cuts a longer text (a pasted letter) silently.
const COUNT_FROM = 200;

// Enter sends, Shift+Enter starts a new line; a message of only spaces is not sent.
export const MessageComposer = ({ onSend, onTextChange, initialText = '', attachments }: MessageComposerProps) => {
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
    >
      {attachments}
      <HStack align="flex-end" gap="2">
        <chakra.label htmlFor={inputId} srOnly>
          Escribe un mensaje
        </chakra.label>
        <Textarea
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
          flex="1"
        />
        <Button type="submit" colorPalette="brand" size="lg" minH="12" px="3" flexShrink={0}>
          <SendIcon boxSize="5" />
          Enviar
        </Button>
      </HStack>
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
