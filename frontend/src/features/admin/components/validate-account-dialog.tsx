import { useState } from 'react';
import { Link, Stack, Text } from '@chakra-ui/react';
import {
  AccountType,
  RNPI_LOOKUP_URL,
  VERIFICATION_LABELS,
  VERIFICATION_MSG,
  type PendingAccountResponse,
  type VerificationKind,
} from '@conectando/contracts';
import { Checkbox } from '@/components/ui/chakra/checkbox';
import { Textarea } from '@/components/ui/chakra/textarea';
import { DialogActions, DialogFrame, FormDialogBody } from '@/components/ui/dialog-frame';
import { FormField } from '@/components/ui/form-field';
import { ExternalLinkIcon } from '@/components/ui/icons';
import { DangerButton } from '@/components/ui/danger-button';

export type ValidationDecision =
  { decision: 'validated'; checks: VerificationKind[] } | { decision: 'declined'; reason: string };

const KINDS: Record<PendingAccountResponse['accountType'], VerificationKind[]> = {
  [AccountType.Profesional]: ['rnpi', 'certificate', 'rut'],
  [AccountType.Institucion]: ['institution_document', 'rut'],
};

// '12345678-5' as people write it: '12.345.678-5'.
const withDots = (rut: string) => {
  const [body, digit] = rut.split('-');
  return `${body.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}-${digit}`;
};

interface ValidateAccountDialogProps {
  account: PendingAccountResponse | null;
  pending: boolean;
  onDecide: (account: PendingAccountResponse, decision: ValidationDecision) => void;
  onClose: () => void;
}

/** What the admin checked before validating (the badge then says it), or why the account is declined. */
export const ValidateAccountDialog = ({ account, pending, onDecide, onClose }: ValidateAccountDialogProps) => {
  const [checks, setChecks] = useState<VerificationKind[]>([]);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const close = () => {
    setChecks([]);
    setReason('');
    setReasonError(undefined);
    onClose();
  };
  if (!account) return null;
  const toggle = (kind: VerificationKind, on: boolean) =>
    setChecks((now) => (on ? [...now, kind] : now.filter((k) => k !== kind)));
  const decline = () => {
    if (!reason.trim()) return setReasonError(VERIFICATION_MSG.reasonRequired);
    onDecide(account, { decision: 'declined', reason: reason.trim() });
  };
  return (
    <DialogFrame open onClose={close} locked={pending} scrollInside>
      <FormDialogBody title={`Validar a ${account.name}`}>
        <Stack gap="4">
          <Text fontSize="lg">
            {account.rut ? `RUT: ${withDots(account.rut)}` : 'No indicó RUT.'}
            {account.rnpiNumber && ` · N° de registro: ${account.rnpiNumber}`}
          </Text>
          {account.accountType === AccountType.Profesional && (
            <Link href={RNPI_LOOKUP_URL} target="_blank" rel="noopener noreferrer" fontSize="lg" fontWeight="semibold">
              {VERIFICATION_MSG.superintendenciaLink}
              <ExternalLinkIcon boxSize="5" />
              <Text as="span" srOnly>
                (se abre en una pestaña nueva)
              </Text>
            </Link>
          )}
          <Stack as="fieldset" gap="2">
            <Text as="legend" fontSize="lg" fontWeight="bold" mb="2">
              ¿Qué revisaste?
            </Text>
            {KINDS[account.accountType].map((kind) => (
              <Checkbox.Root
                key={kind}
                checked={checks.includes(kind)}
                onCheckedChange={({ checked }) => toggle(kind, checked === true)}
                colorPalette="brand"
                size="lg"
                gap="3"
                minH="11"
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control
                  borderWidth="2px"
                  borderColor={{ base: 'border.control', _checked: 'colorPalette.solid' }}
                  bg={{ base: 'white', _checked: 'colorPalette.solid' }}
                />
                <Checkbox.Label fontSize="md" fontWeight="normal">
                  {VERIFICATION_LABELS[kind]}
                </Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
          <FormField label="Si no puedes validarla, explica por qué" error={reasonError}>
            <Textarea
              rows={3}
              fontSize="md"
              maxLength={500}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </FormField>
          <DangerButton size="lg" disabled={pending} onClick={decline}>
            Rechazar con este motivo
          </DangerButton>
        </Stack>
      </FormDialogBody>
      <DialogActions
        onCancel={close}
        cancelDisabled={pending}
        label="Confirmar validación"
        pendingLabel="Validando…"
        pending={pending}
        onConfirm={() => onDecide(account, { decision: 'validated', checks })}
      />
    </DialogFrame>
  );
};
