import { HStack, Stack, Text } from '@chakra-ui/react';
import { Card } from '@/components/ui/chakra/card';
import { MARKET_MSG, formatClp, formatDate, type MyApplicationResponse } from '@conectando/contracts';
import { CheckCheckIcon } from '@/components/ui/icons';
import { ApplicationStatusBadge } from './application-status-badge';
import { LabelledText } from '@/components/offers/offer-facts';

// A short, readable reference for a UUID: 'Postulación #3f2a9c1b'.
export const applicationNumber = (id: string) => id.replace(/-/g, '').slice(0, 8);

// 'Mis Postulaciones' card: number, status, cover letter, rate, sent and awarded dates.
export const MyApplicationCard = ({ application }: { application: MyApplicationResponse }) => (
  <Card.Root
    as="article"
    variant="outline"
    borderWidth="2px"
    borderRadius="xl"
    aria-label={`Postulación #${applicationNumber(application.id)}`}
    borderColor={application.status === 'awarded' ? 'green.600' : undefined}
  >
    <Card.Body gap="3" p="5">
      <Stack gap="1">
        <HStack justify="space-between" align="center" gap="3" wrap="wrap">
          <Card.Title as="h2" fontSize="xl" lineHeight="1.3">
            Postulación #{applicationNumber(application.id)}
          </Card.Title>
          <ApplicationStatusBadge status={application.status} />
        </HStack>
        <Text fontSize="md" fontWeight="semibold" overflowWrap="anywhere">
          {application.offer.title}
        </Text>
        <Text fontSize="md" color="fg.muted">
          {application.offer.institutionName}
        </Text>
      </Stack>
      <Text fontSize="md" whiteSpace="pre-line" overflowWrap="anywhere" lineClamp={4}>
        {application.coverLetter}
      </Text>
      {application.proposedRate !== null && (
        <LabelledText label="Tarifa propuesta">{formatClp(application.proposedRate)}</LabelledText>
      )}
      <Stack gap="1" fontSize="md">
        <Text>Enviada el {formatDate(application.createdAt)}</Text>
        {application.awardedAt && (
          <Text fontWeight="semibold" color="green.800">
            Adjudicada el {formatDate(application.awardedAt)}
          </Text>
        )}
      </Stack>
      {application.isRead && application.status === 'submitted' && (
        <Text display="flex" alignItems="center" gap="2" fontSize="md" fontWeight="semibold" color="blue.800">
          <CheckCheckIcon boxSize="5" />
          {MARKET_MSG.readByInstitution}
        </Text>
      )}
      {application.refunded && (
        <Text fontSize="md" bg="bg.muted" borderRadius="lg" px="3" py="2">
          La oferta se cerró sin adjudicar: te devolvimos el token.
        </Text>
      )}
    </Card.Body>
  </Card.Root>
);
