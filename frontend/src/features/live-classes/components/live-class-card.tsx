import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { formatMeetingTime, liveClassPath, type LiveClassSummary } from '@conectando/contracts';
import { Link as RouterLink } from 'react-router-dom';
import { CalendarIcon, ChevronRightIcon } from '@/components/ui/icons';
import { seatsText } from '../utils/live-class-time';

/** The caller's place in a class, in words. */
export const myPlaceText = (c: Pick<LiveClassSummary, 'myStatus' | 'myPosition'>): string | null =>
  c.myStatus === 'enrolled'
    ? 'Estás inscrito'
    : c.myStatus === 'waitlisted'
      ? `Estás en lista de espera: lugar ${c.myPosition ?? ''}`
      : null;

/** A class in a list: what, with whom, when, and the seats left; the whole card opens its detail. */
export const LiveClassCard = ({
  liveClass: c,
  showMentor = true,
}: {
  liveClass: LiveClassSummary;
  showMentor?: boolean;
}) => {
  const place = myPlaceText(c);
  return (
    <Box
      as="article"
      aria-label={c.title}
      bg="white"
      borderWidth="2px"
      borderColor={c.myStatus === 'enrolled' ? 'brand.600' : 'border.emphasized'}
      rounded="l3"
      p="4"
      position="relative"
    >
      <Stack gap="2">
        <Heading as="h3" fontSize="xl" lineHeight="1.3">
          <RouterLink to={liveClassPath(c.id)}>
            {/* The link covers the card: one big target for a finger. */}
            <Box as="span" position="absolute" inset="0" aria-hidden="true" />
            {c.title}
            <ChevronRightIcon boxSize="5" ms="1" verticalAlign="-3px" />
          </RouterLink>
        </Heading>
        <Text fontSize="lg">
          {c.skillName}
          {showMentor ? ` · con ${c.mentor.name}` : ''}
        </Text>
        <Text fontSize="lg" fontWeight="bold">
          <CalendarIcon boxSize="5" me="2" verticalAlign="-3px" />
          {formatMeetingTime(c.startsAt)} · {c.durationMinutes} minutos
        </Text>
        <Text fontSize="lg" color={place ? 'brand.800' : 'fg'} fontWeight={place ? 'bold' : 'normal'}>
          {place ?? seatsText(c.seatsLeft)}
        </Text>
      </Stack>
    </Box>
  );
};
