import { useState } from 'react';
import { Button, Stack, chakra } from '@chakra-ui/react';
import { STORY_COMMENT_MAX_LENGTH } from '@conectando/contracts';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/chakra/textarea';
import { SendIcon } from '@/components/ui/icons';

interface CommentBoxProps {
  onSend: (text: string, sent: () => void) => void;
  sending: boolean;
}

// 'Escribe un comentario': up to 1,000 characters; blank text is not sent.
export const CommentBox = ({ onSend, sending }: CommentBoxProps) => {
  const [text, setText] = useState('');
  const blank = text.trim() === '';
  return (
    <chakra.form
      onSubmit={(e) => {
        e.preventDefault();
        if (!blank) onSend(text.trim(), () => setText(''));
      }}
    >
      <Stack gap="2">
        <FormField
          label="Escribe un comentario"
          helperText={`Hasta ${STORY_COMMENT_MAX_LENGTH.toLocaleString('es-CL')} caracteres.`}
        >
          <Textarea
            rows={3}
            fontSize="lg"
            maxLength={STORY_COMMENT_MAX_LENGTH}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </FormField>
        <Button type="submit" colorPalette="brand" size="lg" alignSelf="flex-start" disabled={blank} loading={sending}>
          <SendIcon boxSize="5" />
          Comentar
        </Button>
      </Stack>
    </chakra.form>
  );
};
