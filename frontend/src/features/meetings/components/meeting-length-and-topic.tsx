import { Button, HStack } from '@chakra-ui/react';
import { MEETING_DURATIONS, MEETING_TOPIC_MAX_LENGTH, type MeetingDuration } from '@conectando/contracts';
import { Fieldset } from '@/components/ui/chakra/fieldset';
import { Textarea } from '@/components/ui/chakra/textarea';
import { FormField } from '@/components/ui/form-field';

interface MeetingLengthAndTopicProps {
  duration: MeetingDuration;
  onDuration: (minutes: MeetingDuration) => void;
  topic: string;
  onTopic: (topic: string) => void;
}

/** How long a new meeting lasts and what it is about: asked only when proposing one, not new times. */
export const MeetingLengthAndTopic = ({ duration, onDuration, topic, onTopic }: MeetingLengthAndTopicProps) => (
  <>
    <Fieldset.Root gap="2">
      <Fieldset.Legend fontSize="lg" fontWeight="bold">
        Duración
      </Fieldset.Legend>
      <HStack gap="2" role="radiogroup" aria-label="Duración" flexWrap="wrap">
        {MEETING_DURATIONS.map((minutes) => (
          <Button
            key={minutes}
            role="radio"
            aria-checked={duration === minutes}
            size="xl"
            minW="20"
            colorPalette="brand"
            variant={duration === minutes ? 'solid' : 'outline'}
            onClick={() => onDuration(minutes)}
          >
            {minutes} min
          </Button>
        ))}
      </HStack>
    </Fieldset.Root>
    <FormField label="Tema (opcional)">
      <Textarea
        fontSize="lg"
        maxLength={MEETING_TOPIC_MAX_LENGTH}
        placeholder="Ej.: aprender a tejer a palillo"
        value={topic}
        onChange={(e) => onTopic(e.target.value)}
      />
    </FormField>
  </>
);
