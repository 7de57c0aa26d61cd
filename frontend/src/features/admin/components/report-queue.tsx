import { useState } from 'react';
import { Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { AdminReportResponse } from '@conectando/contracts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useSocketConnect, useSocketEvent } from '@/lib/use-socket-event';
import { adminKeys } from '../api/admin-keys';
import { useReports, type ReportStatus } from '../api/get-reports';
import { useReinstateUser, useReviewReport } from '../api/review-report';
import type { ReportDecision } from './report-actions';
import { AdminQueueTabs } from './admin-queue-tabs';
import { ReportCard } from './report-card';

const TABS: { value: ReportStatus; label: string; empty: string }[] = [
  { value: 'open', label: 'Por revisar', empty: 'No hay reportes por revisar' },
  { value: 'closed', label: 'Revisados', empty: 'Aún no hay reportes revisados' },
];

/** What each decision does, said before it is done, and the toast after. */
const DECISIONS: Record<
  ReportDecision,
  {
    title: (name: string) => string;
    body: (name: string) => string;
    confirm: string;
    done: string;
    doneText: (name: string) => string;
    danger: boolean;
  }
> = {
  suspend: {
    title: (name) => `Suspender a ${name}`,
    body: (name) =>
      `${name} saldrá de la aplicación al instante y no podrá volver a ingresar. Sus ofertas, videos, relatos y perfil dejarán de verse hasta que quites la suspensión.`,
    confirm: 'Suspender cuenta',
    done: 'Cuenta suspendida',
    doneText: (name) => `${name} ya no puede ingresar y su contenido dejó de verse.`,
    danger: true,
  },
  warn: {
    title: (name) => `Advertir a ${name}`,
    body: (name) =>
      `${name} recibirá un aviso del equipo: tratar a todos con respeto y nunca pedir dinero. El reporte quedará cerrado.`,
    confirm: 'Enviar advertencia',
    done: 'Advertencia enviada',
    doneText: (name) => `${name} recibió el aviso del equipo.`,
    danger: false,
  },
  dismiss: {
    title: () => 'Descartar este reporte',
    body: (name) => `El reporte quedará cerrado sin ninguna medida contra ${name}.`,
    confirm: 'Descartar reporte',
    done: 'Reporte descartado',
    doneText: (name) => `El reporte sobre ${name} quedó cerrado.`,
    danger: false,
  },
  reinstate: {
    title: (name) => `Quitar la suspensión a ${name}`,
    body: (name) => `${name} podrá volver a ingresar y su contenido se verá otra vez.`,
    confirm: 'Quitar suspensión',
    done: 'Suspensión quitada',
    doneText: (name) => `${name} puede volver a ingresar.`,
    danger: false,
  },
};

// The moderation queue: open reports oldest first, moving live as people report and admins decide.
export const ReportQueue = () => {
  const [tab, setTab] = useState<ReportStatus>('open');
  const reports = useReports(tab);
  const review = useReviewReport();
  const reinstate = useReinstateUser();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<{ report: AdminReportResponse; decision: ReportDecision } | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: adminKeys.reports() });
  useSocketEvent('admin:queue-changed', ({ queue }) => {
    if (queue === 'reports') refresh();
  });
  useSocketConnect(refresh);

  const pending = review.isPending || reinstate.isPending;
  const pendingOn = (report: AdminReportResponse): ReportDecision | null =>
    pending && asking?.report.id === report.id ? asking.decision : null;

  const confirm = () => {
    if (!asking) return;
    const { report, decision } = asking;
    const done = {
      onSuccess: () => {
        setAsking(null);
        notify({ title: DECISIONS[decision].done, description: DECISIONS[decision].doneText(report.target.name) });
      },
      onError: (e: unknown) => notify({ title: 'Error', description: errorMessage(e), variant: 'destructive' }),
    };
    if (decision === 'reinstate') reinstate.mutate(report.target.id, done);
    else review.mutate({ reportId: report.id, action: decision }, done);
  };

  const shown = asking ? DECISIONS[asking.decision] : null;
  const name = asking?.report.target.name ?? '';
  return (
    <>
      <AdminQueueTabs tabs={TABS} tab={tab} onTab={setTab} queue={reports} loadingLabel="Cargando reportes…">
        {(list) => (
          <Stack gap="5">
            {list.map((report) => (
              <ReportCard
                key={report.id}
                report={report}
                pending={pendingOn(report)}
                onDecide={(r, decision) => setAsking({ report: r, decision })}
              />
            ))}
          </Stack>
        )}
      </AdminQueueTabs>
      <ConfirmDialog
        open={asking !== null}
        title={shown?.title(name) ?? ''}
        confirmLabel={shown?.confirm ?? ''}
        pending={pending}
        pendingLabel="Guardando…"
        destructive={shown?.danger ?? false}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      >
        {shown?.body(name)}
      </ConfirmDialog>
    </>
  );
};
