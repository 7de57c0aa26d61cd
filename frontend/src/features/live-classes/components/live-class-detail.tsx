import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { formatMeetingTime, LIVE_CLASS_MSG } from '@conectando/contracts';
import { Link as RouterLink } from 'react-router-dom';
import { Loading, LoadError } from '@/components/ui/load-states';
import { CalendarIcon } from '@/components/ui/icons';
import { mentorPath } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useNow } from '@/lib/use-now';
import { useLiveClass } from '../api/live-classes';
import { useLiveClassUpdates } from '../hooks/use-live-class-updates';
import { roomWindow, seatsText } from '../utils/live-class-time';
import { LiveClassReviewForm } from './live-class-review-form';
import { LiveClassReviews, RatingLine } from './live-class-reviews';
import { MentorActions } from './mentor-actions';
import { SeatActions } from './seat-actions';

/** A class: what, with whom, when, the seats, and what the caller may do with it now. */
export const LiveClassDetailPage = ({ classId }: { classId: string }) => {
  const query = useLiveClass(classId);
  const now = useNow(30_000).getTime();
  useLiveClassUpdates();
  if (query.isPending) return <Loading label="Cargando taller…" />;
  if (query.isError)
    return isApiError(query.error) && query.error.status === 404 ? (
      <Heading as="h1" fontSize="3xl">
        {LIVE_CLASS_MSG.notFound}
      </Heading>
    ) : (
      <LoadError onRetry={() => void query.refetch()} />
    );
  const c = query.data;
  const window = roomWindow(c, now);
  return (
    <Stack gap="4">
      <Heading as="h1" fontSize="3xl" lineHeight="1.2">
        {c.title}
      </Heading>
      {c.status === 'cancelled' && (
        <Box bg="red.50" borderWidth="2px" borderColor="red.600" rounded="l2" p="3" role="status">
          <Text fontSize="xl" fontWeight="bold">
            Este taller fue cancelado
          </Text>
        </Box>
      )}
      <Text fontSize="lg">
        {c.skillName} · con{' '}
        <RouterLink to={mentorPath(c.mentor.id)} style={{ textDecoration: 'underline' }}>
          {c.mentor.name}
        </RouterLink>
      </Text>
      <Text fontSize="xl" fontWeight="bold">
        <CalendarIcon boxSize="5" me="2" verticalAlign="-3px" />
        {formatMeetingTime(c.startsAt)} (hora de Chile) · {c.durationMinutes} minutos
      </Text>
      {c.status === 'scheduled' && window === 'ended' && <Text fontSize="lg">El taller terminó.</Text>}
      {c.status === 'scheduled' && window === 'before' && (c.isMentor || c.myStatus === null) && (
        <Text fontSize="lg">
          {c.isMentor
            ? `${c.enrolledCount} de ${c.capacity} cupos tomados · ${c.waitlistCount} en lista de espera`
            : seatsText(c.seatsLeft)}
        </Text>
      )}
      <Text fontSize="lg" whiteSpace="pre-line">
        {c.description}
      </Text>
      <RatingLine rating={c.rating} />
      {c.status === 'scheduled' && <SeatActions liveClass={c} />}
      {c.isMentor && <MentorActions liveClass={c} />}
      {c.canReview && <LiveClassReviewForm classId={c.id} />}
      <LiveClassReviews classId={c.id} />
    </Stack>
  );
};
