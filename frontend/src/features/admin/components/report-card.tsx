import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Badge } from '@/components/ui/chakra/badge';
import { Card } from '@/components/ui/chakra/card';
import { REPORT_REASON_LABELS, formatDate, type AdminReportResponse, type ReportAction } from '@conectando/contracts';
import { formatDateTime } from '../utils/format-date-time';

export type ReportDecision = ReportAction | 'reinstate';

interface ReportCardProps {
  report: AdminReportResponse;
  onDecide: (report: AdminReportResponse, decision: ReportDecision) => void;
  // The decision under way on this card, if any: its button waits.
  pending: ReportDecision | null;
}

const DECIDED: Record<ReportAction, string> = {
  dismiss: 'Descartado',
  warn: 'Se advirtió a la persona',
  suspend: 'Cuenta suspendida',
};

const openReportsLabel = (n: number) =>
  n === 1 ? '1 reporte abierto sobre esta persona' : `${n} reportes abiertos sobre esta persona`;

// One report with what the admin needs to decide: who, why, what was written, and the actions.
export const ReportCard = ({ report, onDecide, pending }: ReportCardProps) => {
  const { target, reporter } = report;
  const open = report.status === 'open';
  const busy = pending !== null;
  return (
    <Card.Root
      as="article"
      variant="outline"
      borderWidth="2px"
      borderRadius="xl"
      aria-label={`Reporte sobre ${target.name}`}
    >
      <Card.Body gap="4" p="5">
        <Stack gap="2">
          <Card.Title as="h3" fontSize="xl" lineHeight="1.3" overflowWrap="anywhere">
            {target.name}
          </Card.Title>
          <HStack gap="2" wrap="wrap">
            <Badge size="lg" colorPalette="orange" variant="subtle" color="orange.900" whiteSpace="normal">
              {REPORT_REASON_LABELS[report.reason]}
            </Badge>
            {target.suspended && (
              <Badge size="lg" colorPalette="red" variant="subtle" color="red.900">
                Cuenta suspendida
              </Badge>
            )}
          </HStack>
          <Text fontSize="md" color="fg.muted">
            Reportado por {reporter.name} el {formatDate(report.createdAt)}
          </Text>
          {target.openReports > 1 && (
            <Text fontSize="md" fontWeight="semibold" color="red.800">
              {openReportsLabel(target.openReports)}
            </Text>
          )}
        </Stack>

        {report.details && (
          <Stack gap="1">
            <Text fontSize="sm" color="fg.muted" fontWeight="semibold">
              Lo que contó
            </Text>
            <Text fontSize="lg" whiteSpace="pre-wrap" overflowWrap="anywhere">
              {report.details}
            </Text>
          </Stack>
        )}

        {report.evidence.length > 0 && (
          <Stack gap="2">
            <Text fontSize="sm" color="fg.muted" fontWeight="semibold">
              {report.evidence.length === 1 ? 'Mensaje reportado' : 'Mensajes reportados'}
            </Text>
            <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
              {report.evidence.map((m) => (
                <Box as="li" key={m.messageId} bg="gray.100" borderRadius="lg" px="4" py="3">
                  <Text fontSize="sm" color="gray.800" fontWeight="semibold">
                    {m.senderName} · {formatDateTime(m.sentAt)}
                  </Text>
                  <Text fontSize="lg" whiteSpace="pre-wrap" overflowWrap="anywhere">
                    {m.content}
                  </Text>
                </Box>
              ))}
            </Stack>
          </Stack>
        )}

        {!open && report.action && (
          <Text fontSize="md" fontWeight="semibold">
            Decisión: {DECIDED[report.action]}
            {report.reviewedAt ? ` el ${formatDate(report.reviewedAt)}` : ''}
          </Text>
        )}

        <Stack gap="3">
          {open && (
            <>
              <Button
                size="lg"
                minH="12"
                colorPalette="red"
                disabled={busy || target.suspended || !target.id}
                loading={pending === 'suspend'}
                onClick={() => onDecide(report, 'suspend')}
              >
                Suspender cuenta
              </Button>
              <Button
                size="lg"
                minH="12"
                colorPalette="brand"
                disabled={busy || !target.id}
                loading={pending === 'warn'}
                onClick={() => onDecide(report, 'warn')}
              >
                Advertir
              </Button>
              <Button
                size="lg"
                minH="12"
                variant="outline"
                disabled={busy}
                loading={pending === 'dismiss'}
                onClick={() => onDecide(report, 'dismiss')}
              >
                Descartar reporte
              </Button>
            </>
          )}
          {target.suspended && target.id && (
            <Button
              size="lg"
              minH="12"
              variant="outline"
              disabled={busy}
              loading={pending === 'reinstate'}
              onClick={() => onDecide(report, 'reinstate')}
            >
              Quitar suspensión
            </Button>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
};
