import { useState } from 'react';
import { Heading, Stack, Text } from '@chakra-ui/react';
import { MARKET_MSG, type OfferApplicationEntry } from '@conectando/contracts';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { notify } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { useAwardApplication } from '../api/award-application';
import { useCloseOffer } from '../api/close-offer';
import { useOffer } from '../api/get-offer';
import { useOfferApplications } from '../api/get-offer-applications';
import { useMarkApplicationsRead } from '../hooks/use-mark-applications-read';
import { notifyError } from '@/components/ui/notify-error';
import { ApplicationCard } from './application-card';
import { AwardedProfessionalBox } from './awarded-professional-box';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageLoadError } from '@/components/ui/page-load-error';
import { OfferSummary } from './offer-summary';
import { DangerButton } from '@/components/ui/danger-button';

// /profesional/centro/ofertas/{id}: the offer, its applications, award or close.
export const OfferApplicationsView = ({ offerId }: { offerId: string }) => {
  const offer = useOffer(offerId);
  const applications = useOfferApplications(offerId);
  const award = useAwardApplication();
  const close = useCloseOffer();
  const [awarding, setAwarding] = useState<OfferApplicationEntry | null>(null);
  const [closing, setClosing] = useState(false);
  useMarkApplicationsRead(applications.data);

  if (offer.isPending || applications.isPending) return <FullPageSpinner label="Cargando oferta…" />;
  if (offer.isLoadingError || applications.isLoadingError)
    return (
      <PageLoadError
        backTo={paths.myOffers}
        onRetry={() => void Promise.all([offer.refetch(), applications.refetch()])}
      />
    );

  const entries = applications.data;
  const awarded = entries.find((entry) => entry.application.status === 'awarded');
  const open = offer.data.status === 'approved' && offer.data.closedAt === null;

  const confirmAward = () => {
    if (!awarding) return;
    award.mutate(
      { applicationId: awarding.application.id, offerId },
      {
        onSuccess: () => notify({ title: MARKET_MSG.awardedTitle, description: MARKET_MSG.awarded }),
        onError: (error) => notifyError(error, MARKET_MSG.awardFailed),
        onSettled: () => setAwarding(null),
      },
    );
  };

  const confirmClose = () =>
    close.mutate(offerId, {
      onSuccess: () =>
        notify({ title: 'Oferta cerrada', description: 'Los profesionales que postularon recuperaron su token.' }),
      onError: (error) => notifyError(error, 'No se pudo cerrar la oferta'),
      onSettled: () => setClosing(false),
    });

  return (
    <Stack gap="6">
      <OfferSummary offer={offer.data} />
      {awarded && <AwardedProfessionalBox professional={awarded.professional} />}

      <Stack as="section" aria-labelledby="postulaciones" gap="4">
        <Heading as="h2" id="postulaciones" fontSize="2xl" aria-live="polite">
          Postulaciones ({entries.length})
        </Heading>
        {entries.length === 0 ? (
          <Text fontSize="lg" color="fg.muted" textAlign="center" py="8" px="4" bg="bg.muted" borderRadius="xl">
            No hay postulaciones para esta oferta aún
          </Text>
        ) : (
          <Stack as="ul" gap="5" listStyleType="none" m="0" p="0">
            {entries.map((entry) => (
              <li key={entry.application.id}>
                <ApplicationCard entry={entry} canAward={open} onAward={setAwarding} />
              </li>
            ))}
          </Stack>
        )}
      </Stack>

      {open && !awarded && (
        <DangerButton size="xl" width="full" onClick={() => setClosing(true)}>
          Cerrar sin adjudicar
        </DangerButton>
      )}

      <ConfirmDialog
        open={awarding !== null}
        title="Adjudicar trabajo"
        confirmLabel="Adjudicar"
        pendingLabel="Adjudicando…"
        pending={award.isPending}
        onConfirm={confirmAward}
        onCancel={() => setAwarding(null)}
      >
        {`¿Adjudicar «${offer.data.title}» a ${awarding?.professional.name ?? ''}? Las demás postulaciones quedarán rechazadas y la oferta se cerrará.`}
      </ConfirmDialog>
      <ConfirmDialog
        open={closing}
        title="Cerrar sin adjudicar"
        confirmLabel="Cerrar oferta"
        pendingLabel="Cerrando…"
        pending={close.isPending}
        onConfirm={confirmClose}
        onCancel={() => setClosing(false)}
      >
        La oferta dejará de recibir postulaciones y quienes postularon recuperarán su token.
      </ConfirmDialog>
    </Stack>
  );
};
