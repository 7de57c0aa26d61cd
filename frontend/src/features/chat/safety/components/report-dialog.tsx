import { useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import {
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  REPORT_DETAILS_MAX,
  SAFETY_MSG,
  type ReportReason,
} from '@conectando/contracts';
import { Textarea } from '@/components/ui/chakra/textarea';
import { DialogActions, DialogFrame, FormDialogBody } from '@/components/ui/dialog-frame';
import { errorMessage } from '@/lib/api-client';
import { useCreateReport } from '../api/create-report';

interface ReportDialogProps {
  open: boolean;
  targetUserId: string;
  targetName: string;
  // Messages to copy into the report as evidence (from the conversation the person is in).
  messageIds?: string[];
  onClose: () => void;
  // After 'Gracias…': the person may block too.
  onBlock?: () => void;
}

export const ReportDialog = ({ open, targetUserId, targetName, messageIds, onClose, onBlock }: ReportDialogProps) => {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const report = useCreateReport();
  const close = () => {
    report.reset();
    setReason(null);
    setDetails('');
    onClose();
  };
  const submit = () => {
    if (!reason) return;
    report.mutate({ targetUserId, reason, details: details.trim() || undefined, messageIds });
  };

  return (
    <DialogFrame open={open} onClose={close} locked={report.isPending}>
      <FormDialogBody title={report.isSuccess ? SAFETY_MSG.reportThanks : `${SAFETY_MSG.report} a ${targetName}`}>
        {report.isSuccess ? (
          <Stack gap="4">
            {onBlock && <Text fontSize="lg">{SAFETY_MSG.reportAlsoBlock}</Text>}
            {onBlock && (
              <Button size="lg" minH="12" colorPalette="red" onClick={() => (close(), onBlock())}>
                {SAFETY_MSG.block}
              </Button>
            )}
            <Button size="lg" minH="12" variant="outline" onClick={close}>
              Cerrar
            </Button>
          </Stack>
        ) : (
          <Stack gap="3">
            <Text fontSize="lg" fontWeight="semibold" id="report-reason-label">
              {SAFETY_MSG.reportTitle}
            </Text>
            <Stack gap="2" role="radiogroup" aria-labelledby="report-reason-label">
              {REPORT_REASONS.map((r) => (
                <Button
                  key={r}
                  role="radio"
                  aria-checked={reason === r}
                  size="lg"
                  minH="12"
                  justifyContent="flex-start"
                  whiteSpace="normal"
                  textAlign="start"
                  variant={reason === r ? 'solid' : 'outline'}
                  colorPalette="brand"
                  onClick={() => setReason(r)}
                >
                  {REPORT_REASON_LABELS[r]}
                </Button>
              ))}
            </Stack>
            <label htmlFor="report-details">
              <Text fontSize="lg">{SAFETY_MSG.reportDetailsLabel}</Text>
            </label>
            <Textarea
              id="report-details"
              fontSize="lg"
              maxLength={REPORT_DETAILS_MAX}
              value={details}
              onChange={(e) => setDetails(e.target.value)}
            />
            {report.isError && (
              <Text role="alert" color="fg.error" fontSize="md">
                {errorMessage(report.error)}
              </Text>
            )}
          </Stack>
        )}
      </FormDialogBody>
      {!report.isSuccess && (
        <DialogActions
          onCancel={close}
          cancelDisabled={report.isPending}
          label={SAFETY_MSG.reportSend}
          pendingLabel="Enviando…"
          pending={report.isPending}
          disabled={!reason}
          onConfirm={submit}
        />
      )}
    </DialogFrame>
  );
};
