import { AccountType, UserMode, type MentorProfileResponse } from '@conectando/contracts';
import { json, type Handlers } from '../mock-api';
import { authHandlers, buildUser } from './auth';
import { maintenanceHandlers } from './maintenance';
import { buildVideo } from './videos';

/** The signed-in person who opens a mentor's profile, and the mentor shown. */
export const VIEWER_ID = 'user-1';
export const MENTOR_ID = 'user-2';

const MENTOR_PROFILE: MentorProfileResponse = {
  mentor: {
    ...buildUser({ id: MENTOR_ID, name: 'Carmen Soto', mode: UserMode.Mentor }),
    accountType: AccountType.Persona,
    bio: 'Profesora jubilada de artes manuales.',
    region: 'Biobío',
    country: 'chile',
    location: null,
    profileImageUrl: null,
    skills: ['Tejido', 'Cocina chilena', 'Yoga'],
    specialty: null,
    institutionName: null,
    verifications: [],
    rnpiNumber: null,
    createdAt: new Date(Date.now() - 40 * 86_400_000).toISOString(),
  },
  figures: {
    videoCount: 3,
    storyCount: 1,
    learnerCount: 7,
    memberSince: new Date(Date.now() - 40 * 86_400_000).toISOString(),
  },
  videos: [buildVideo({ userId: MENTOR_ID, title: 'Punto jersey' })],
};

export const mentorHandlers = {
  /** The viewer is signed in, with no chats nor saved videos, and the mentor's profile answers. */
  viewedBySignedIn: (): Handlers => ({
    ...authHandlers.signedIn(buildUser({ id: VIEWER_ID })),
    ...maintenanceHandlers.off(),
    [`GET /api/chats/user/${VIEWER_ID}`]: json([]),
    [`GET /api/users/${VIEWER_ID}/saved-videos`]: json([]),
    [`GET /api/mentors/${MENTOR_ID}`]: json(MENTOR_PROFILE),
  }),
};
