import { useState, type FormEvent } from 'react';
import { Box, Button, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { TRUSTED_ALERT_KIND_LABEL, TRUSTED_MSG, TRUSTED_NAME_MAX, formatRelative } from '@conectando/contracts';
import { FormField } from '@/components/ui/form-field';
import { LoadError } from '@/components/ui/load-states';
import { notifyError } from '@/components/ui/notify-error';
import { notify } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useRemoveTrustedContact, useSetTrustedContact, useTrustedContact } from '../api/trusted-contact';
import { DangerButton } from '@/components/ui/danger-button';

const InviteForm = () => {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const invite = useSetTrustedContact();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    invite.mutate(
      { name: name.trim(), email: email.trim() },
      // The section's status says who is invited: no passing notice over the screen.
      { onError: (err) => setError(errorMessage(err)) },
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-label={TRUSTED_MSG.title}>
      <Stack gap="4">
        <FormField label={TRUSTED_MSG.nameLabel} required>
          <Input
            size="xl"
            fontSize="lg"
            value={name}
            maxLength={TRUSTED_NAME_MAX}
            onChange={(e) => setName(e.target.value)}
          />
        </FormField>
        <FormField label={TRUSTED_MSG.emailLabel} required>
          <Input
            type="email"
            size="xl"
            fontSize="lg"
            autoComplete="off"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </FormField>
        {error && (
          <Text role="alert" color="fg.error" fontSize="md" fontWeight="semibold">
            {error}
          </Text>
        )}
        <Button type="submit" size="xl" minH="14" colorPalette="brand" loading={invite.isPending}>
          {TRUSTED_MSG.invite}
        </Button>
      </Stack>
    </form>
  );
};

/** Profile: the person's trusted contact, its state, the alerts sent, and a way to end it at once. */
export const TrustedContactSection = () => {
  const trusted = useTrustedContact();
  const remove = useRemoveTrustedContact();
  const contact = trusted.data?.contact;
  return (
    <Stack as="section" aria-labelledby="persona-de-confianza" gap="3">
      <Heading as="h2" id="persona-de-confianza" fontSize="2xl">
        {TRUSTED_MSG.title}
      </Heading>
      <Text fontSize="lg">{TRUSTED_MSG.intro}</Text>
      {trusted.isLoadingError ? (
        <LoadError onRetry={() => void trusted.refetch()} />
      ) : !trusted.data ? null : contact ? (
        <Stack gap="3">
          <Box bg="brand.50" borderRadius="xl" p="4" role="status">
            <Text fontSize="lg" fontWeight="semibold">
              {contact.status === 'active' ? TRUSTED_MSG.active(contact.name) : TRUSTED_MSG.pending(contact.name)}
            </Text>
            <Text fontSize="md" color="fg.muted" overflowWrap="anywhere">
              {contact.email}
            </Text>
          </Box>
          <DangerButton
            size="lg"
            minH="12"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => notify({ title: TRUSTED_MSG.removed }),
                onError: (e) => notifyError(e, TRUSTED_MSG.notFound),
              })
            }
          >
            {TRUSTED_MSG.remove}
          </DangerButton>
        </Stack>
      ) : (
        <InviteForm />
      )}
      {trusted.data && (
        <Stack gap="2">
          <Heading as="h3" fontSize="xl">
            {TRUSTED_MSG.alertsTitle}
          </Heading>
          {trusted.data.alerts.length === 0 ? (
            <Text fontSize="md" color="fg.muted">
              {TRUSTED_MSG.noAlerts}
            </Text>
          ) : (
            <Stack as="ul" gap="1" ps="5">
              {trusted.data.alerts.map((a) => (
                <Text as="li" key={`${a.messageId}-${a.sentAt}`} fontSize="md">
                  {TRUSTED_ALERT_KIND_LABEL[a.kind] ?? a.kind} · {formatRelative(a.sentAt)}
                </Text>
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </Stack>
  );
};
