import { HStack, Stack, Text } from '@chakra-ui/react';
import { Badge } from '@/components/ui/chakra/badge';
import { Card } from '@/components/ui/chakra/card';
import { REPORT_REASON_LABELS, formatDate, type AdminReportResponse, type ReportAction } from '@conectando/contracts';
import { AdminReviewCard } from './admin-review-card';
import { ReportActions, type ReportDecision } from './report-actions';
import { ReportEvidence } from './report-evidence';

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
  return (
    <AdminReviewCard label={`Reporte sobre ${target.name}`}>
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

      {report.evidence.length > 0 && <ReportEvidence evidence={report.evidence} />}

      {!open && report.action && (
        <Text fontSize="md" fontWeight="semibold">
          Decisión: {DECIDED[report.action]}
          {report.reviewedAt ? ` el ${formatDate(report.reviewedAt)}` : ''}
        </Text>
      )}

      <ReportActions report={report} onDecide={onDecide} pending={pending} />
    </AdminReviewCard>
  );
};
