import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { formatCount, onFirstUse, type MentorFiguresResponse } from '@conectando/contracts';

// 'octubre de 2026': a date that stays true, unlike a relative one on a long-lived page.
const monthYear = onFirstUse(
  () => new Intl.DateTimeFormat('es-CL', { month: 'long', year: 'numeric', timeZone: 'America/Santiago' }),
);

// Real figures only (issue 4): never the spec's sample 4.9 rating or 32 students.
export const MentorFigures = ({ figures }: { figures: MentorFiguresResponse }) => {
  const tiles = [
    { label: 'Videos', value: formatCount(figures.videoCount) },
    { label: 'Relatos', value: formatCount(figures.storyCount) },
    { label: 'Aprendices', value: formatCount(figures.learnerCount) },
    { label: 'Miembro desde', value: monthYear().format(new Date(figures.memberSince)) },
  ];
  return (
    <SimpleGrid as="dl" columns={2} gap="3" m="0">
      {tiles.map(({ label, value }) => (
        <Box
          key={label}
          bg="white"
          borderWidth="1px"
          borderColor="border.emphasized"
          borderRadius="xl"
          p="3"
          textAlign="center"
          display="flex"
          flexDirection="column-reverse"
        >
          <Text as="dt" fontSize="md" color="fg.muted">
            {label}
          </Text>
          <Text
            as="dd"
            fontSize={value.length > 6 ? 'lg' : '2xl'}
            fontWeight="bold"
            color="brand.800"
            m="0"
            lineHeight="1.3"
          >
            {value}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
};
