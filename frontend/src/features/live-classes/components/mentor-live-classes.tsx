import { Heading, Stack, Text } from '@chakra-ui/react';
import { useMentorLiveClasses } from '../api/live-classes';
import { LiveClassCard } from './live-class-card';
import { RatingLine } from './live-class-reviews';

/** On a mentor's profile: their upcoming live classes and the rating of their classes. */
export const MentorLiveClasses = ({ mentorId }: { mentorId: string }) => {
  const query = useMentorLiveClasses(mentorId);
  if (!query.data) return null;
  const { upcoming, rating } = query.data;
  if (upcoming.length === 0 && rating.count === 0) return null;
  return (
    <Stack gap="3" as="section" aria-labelledby="mentor-live-classes">
      <Heading as="h2" fontSize="2xl" id="mentor-live-classes">
        Talleres en vivo
      </Heading>
      <RatingLine rating={rating} />
      {upcoming.length === 0 ? (
        <Text fontSize="lg">No tiene talleres programados por ahora.</Text>
      ) : (
        <Stack gap="3" as="ul" listStyleType="none">
          {upcoming.map((c) => (
            <li key={c.id}>
              <LiveClassCard liveClass={c} showMentor={false} />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
};
