import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ApplicationProfessional } from '@conectando/contracts';
import { CheckIcon } from '@/components/ui/icons';

// Once awarded, a box 'Profesional Adjudicado' with name, email and specialty.
export const AwardedProfessionalBox = ({ professional }: { professional: ApplicationProfessional }) => (
  <Box
    as="section"
    aria-labelledby="profesional-adjudicado"
    bg="green.50"
    borderWidth="2px"
    borderColor="green.600"
    borderRadius="xl"
    p="5"
  >
    <Stack gap="2">
      {/* The icon in the line: beside it, at 200% text, 'Profesional' had too narrow a column and broke. */}
      <Heading as="h2" id="profesional-adjudicado" fontSize="xl" color="green.900">
        <CheckIcon boxSize="6" verticalAlign="-0.2em" me="2" />
        Profesional Adjudicado
      </Heading>
      <Text fontSize="lg" fontWeight="bold">
        {professional.name}
      </Text>
      <Text fontSize="md" overflowWrap="anywhere">
        {professional.email}
      </Text>
      {professional.specialty && <Text fontSize="md">{professional.specialty}</Text>}
    </Stack>
  </Box>
);
