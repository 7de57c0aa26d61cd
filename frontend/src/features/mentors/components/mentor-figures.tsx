import { formatCount, onFirstUse, type MentorFiguresResponse } from '@conectando/contracts';
import { FigureTiles } from '@/components/ui/figure-tiles';

// 'octubre de 2026': a date that stays true, unlike a relative one on a long-lived page.
const monthYear = onFirstUse(
  () => new Intl.DateTimeFormat('es-CL', { month: 'long', year: 'numeric', timeZone: 'America/Santiago' }),
);

// Real figures only: never the spec's sample 4.9 rating or 32 students.
export const MentorFigures = ({ figures }: { figures: MentorFiguresResponse }) => (
  <FigureTiles
    tiles={[
      { label: 'Videos', value: formatCount(figures.videoCount) },
      { label: 'Relatos', value: formatCount(figures.storyCount) },
      { label: 'Aprendices', value: formatCount(figures.learnerCount) },
      { label: 'Miembro desde', value: monthYear().format(new Date(figures.memberSince)) },
    ]}
  />
);
