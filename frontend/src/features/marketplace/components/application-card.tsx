import { VerificationList } from '@/components/ui/verification-list';
import { Button, HStack, Text } from '@chakra-ui/react';
import { Card } from '@/components/ui/chakra/card';
import { formatClp, formatDate, formatRating, type OfferApplicationEntry } from '@conectando/contracts';
import { Link as RouterLink } from 'react-router-dom';
import { UserIcon } from '@/components/ui/icons';
import { professionalProfilePath } from '@/config/paths';
import { ApplicationStatusBadge } from './application-status-badge';
import { LabelledText } from '@/components/offers/offer-facts';

interface ApplicationCardProps {
  entry: OfferApplicationEntry;
  // Whether the offer still accepts an award (approved and open).
  canAward: boolean;
  onAward: (entry: OfferApplicationEntry) => void;
}

const ratingText = (avg: number, count: number) =>
  `★ ${formatRating(avg)} (${count} ${count === 1 ? 'valoración' : 'valoraciones'})`;

// The rating shows only when there is at least one; 'Adjudicar' only while submitted.
export const ApplicationCard = ({ entry, canAward, onAward }: ApplicationCardProps) => {
  const { application, professional } = entry;
  return (
    <Card.Root
      as="article"
      variant="outline"
      borderWidth="2px"
      borderRadius="xl"
      aria-label={professional.name}
      borderColor={application.status === 'awarded' ? 'green.600' : undefined}
    >
      <Card.Body gap="3" p="5">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Card.Title as="h3" fontSize="xl" lineHeight="1.3" overflowWrap="anywhere">
            {professional.name}
          </Card.Title>
          <ApplicationStatusBadge status={application.status} />
        </HStack>
        {professional.ratingCount > 0 && (
          <Text fontSize="md" fontWeight="semibold" color="orange.900">
            {ratingText(professional.ratingAvg, professional.ratingCount)}
          </Text>
        )}
        {professional.specialty && (
          <Text fontSize="md" color="fg.muted">
            {professional.specialty}
          </Text>
        )}
        <VerificationList verifications={professional.verifications} rnpiNumber={professional.rnpiNumber} />
        <Text fontSize="md" whiteSpace="pre-line" overflowWrap="anywhere">
          {application.coverLetter}
        </Text>
        {application.proposedRate !== null && (
          <LabelledText label="Tarifa propuesta">{formatClp(application.proposedRate)}</LabelledText>
        )}
        <Text fontSize="sm" color="fg.muted">
          Enviada el {formatDate(application.createdAt)}
        </Text>
      </Card.Body>
      <Card.Footer p="5" pt="0" gap="3" flexDirection={{ base: 'column', sm: 'row' }}>
        <Button asChild variant="outline" size="xl" width="full" flex="1">
          <RouterLink to={professionalProfilePath(professional.id)}>
            <UserIcon boxSize="6" />
            Ver perfil
          </RouterLink>
        </Button>
        {application.status === 'submitted' && canAward && (
          <Button colorPalette="brand" size="xl" width="full" flex="1" onClick={() => onAward(entry)}>
            Adjudicar
          </Button>
        )}
      </Card.Footer>
    </Card.Root>
  );
};
