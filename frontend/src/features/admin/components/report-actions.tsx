import { Button, Stack } from '@chakra-ui/react';
import type { AdminReportResponse, ReportAction } from '@conectando/contracts';

export type ReportDecision = ReportAction | 'reinstate';

interface ReportActionsProps {
  report: AdminReportResponse;
  onDecide: (report: AdminReportResponse, decision: ReportDecision) => void;
  // The decision under way on this card, if any: its button waits.
  pending: ReportDecision | null;
}

/** What an admin can do about a report: suspend, warn or dismiss while open, and lift a suspension. */
export const ReportActions = ({ report, onDecide, pending }: ReportActionsProps) => {
  const { target } = report;
  const open = report.status === 'open';
  const busy = pending !== null;
  return (
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
  );
};
