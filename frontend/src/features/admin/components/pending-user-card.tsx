import { Button, HStack, Link, Text } from '@chakra-ui/react';
import { Badge } from '@/components/ui/chakra/badge';
import { Card } from '@/components/ui/chakra/card';
import { DataList } from '@/components/ui/chakra/data-list';
import { AdminReviewCard, AdminReviewHeading } from './admin-review-card';
import { AccountType, formatCalendarDate, formatDate, type PendingAccountResponse } from '@conectando/contracts';
import { ClockIcon, ExternalLinkIcon, UserCheckIcon } from '@/components/ui/icons';

interface PendingUserCardProps {
  account: PendingAccountResponse;
  onValidate: (account: PendingAccountResponse) => void;
  isValidating: boolean;
}

export const PendingUserCard = ({ account, onValidate, isValidating }: PendingUserCardProps) => {
  const isProfessional = account.accountType === AccountType.Profesional;
  const details: [string, string | null][] = isProfessional
    ? [['Especialidad', account.specialty]]
    : [
        ['Institución', account.institutionName],
        ['Representante legal', account.legalRepresentative],
        ['Email institucional', account.institutionEmail],
      ];

  const footer = (
    <Card.Footer p="5" pt="0">
      <Button
        colorPalette="brand"
        size="xl"
        width="full"
        loading={isValidating}
        loadingText="Validando…"
        onClick={() => onValidate(account)}
      >
        <UserCheckIcon boxSize="6" />
        {isProfessional ? 'Validar Profesional' : 'Validar Institución'}
      </Button>
    </Card.Footer>
  );

  return (
    <AdminReviewCard label={account.name} footer={footer}>
      <AdminReviewHeading
        title={account.name}
        badge={
          <Badge size="lg" colorPalette="orange" variant="subtle" color="orange.900">
            Pendiente
          </Badge>
        }
      >
        <Text fontSize="md" color="fg.muted" wordBreak="break-word">
          {account.email}
        </Text>
      </AdminReviewHeading>

      <DataList.Root orientation="vertical" gap="3" size="lg">
        {details.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel fontSize="sm" color="fg.muted" fontWeight="semibold">
              {label}
            </DataList.ItemLabel>
            <DataList.ItemValue fontSize="md" wordBreak="break-word">
              {value || 'No informado'}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
        <DataList.Item>
          <DataList.ItemLabel fontSize="sm" color="fg.muted" fontWeight="semibold">
            Fecha de registro
          </DataList.ItemLabel>
          <DataList.ItemValue fontSize="md">{formatDate(account.createdAt)}</DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>

      <HStack gap="2" bg="orange.50" color="orange.900" borderRadius="lg" px="3" py="2" fontWeight="semibold">
        <ClockIcon boxSize="5" />
        <Text fontSize="md">Revisar antes del {formatCalendarDate(account.reviewDeadline)}</Text>
      </HStack>

      {account.documentUrl ? (
        <Link
          href={account.documentUrl}
          target="_blank"
          rel="noopener noreferrer"
          fontSize="lg"
          fontWeight="semibold"
          gap="2"
        >
          {isProfessional ? 'Ver certificado' : 'Ver documento'}
          <ExternalLinkIcon boxSize="5" />
          <Text as="span" srOnly>
            (se abre en una pestaña nueva)
          </Text>
        </Link>
      ) : (
        <Text fontSize="md" color="fg.muted">
          {isProfessional ? 'No adjuntó certificado' : 'No adjuntó documento'}
        </Text>
      )}
    </AdminReviewCard>
  );
};
