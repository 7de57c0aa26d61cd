import { Button, HStack } from '@chakra-ui/react';
import type { Topic } from '../utils/video-topics';

interface TopicChipsProps {
  topics: Topic[];
  // null is 'Todos'.
  selected: string | null;
  onSelect: (topicKey: string | null) => void;
}

// 'Todos' plus the topics found in the titles; the chosen one is pressed.
export const TopicChips = ({ topics, selected, onSelect }: TopicChipsProps) => (
  <HStack role="group" aria-label="Filtrar por tema" gap="2" wrap="wrap">
    {[{ key: null, label: 'Todos' } as const, ...topics].map((topic) => {
      const active = topic.key === selected;
      return (
        <Button
          key={topic.key ?? 'todos'}
          size="md"
          minH="11"
          borderRadius="full"
          variant={active ? 'solid' : 'outline'}
          colorPalette="brand"
          aria-pressed={active}
          onClick={() => onSelect(topic.key)}
        >
          {topic.label}
        </Button>
      );
    })}
  </HStack>
);
