import {
  Modality,
  type AuthUserResponse,
  ServiceType,
  type JobOfferResponse,
  type MyApplicationResponse,
  type MyOfferResponse,
  type OfferApplicationEntry,
  type TokenSummaryResponse,
} from '@conectando/contracts';
import { json, mockApi, type Handlers } from '../mock-api';
import { authHandlers } from './auth';
import { maintenanceHandlers } from './maintenance';

export const OFFER_ID = '0b7c2a4e-6d1f-4c3a-9e8b-1a2b3c4d5e6f';

export const buildOffer = (overrides: Partial<JobOfferResponse> = {}): JobOfferResponse => ({
  id: OFFER_ID,
  institutionId: 'inst-1',
  institutionName: 'Hogar Los Aromos',
  title: 'Kinesiólogo para taller de movilidad',
  description: 'Buscamos un kinesiólogo que guíe un taller semanal de movilidad para veinte personas mayores.',
  serviceType: ServiceType.Kinesiologo,
  location: 'Providencia, Santiago',
  payment: 35000,
  duration: 90,
  modality: Modality.Presencial,
  requirements: null,
  status: 'approved',
  rejectionReason: null,
  scheduledDate: null,
  closedAt: null,
  closedReason: null,
  listStatus: 'active',
  reviewedAt: '2026-11-20T12:00:00.000Z',
  createdAt: '2026-11-19T12:00:00.000Z',
  updatedAt: '2026-11-20T12:00:00.000Z',
  ...overrides,
});

export const buildMyOffer = (overrides: Partial<MyOfferResponse> = {}): MyOfferResponse => ({
  ...buildOffer(),
  unreadApplicationsCount: 0,
  totalApplicationsCount: 0,
  ...overrides,
});

export const buildEntry = (
  application: Partial<OfferApplicationEntry['application']> = {},
  professional: Partial<OfferApplicationEntry['professional']> = {},
): OfferApplicationEntry => ({
  application: {
    id: 'app-1',
    jobOfferId: OFFER_ID,
    professionalId: 'pro-1',
    coverLetter: 'Tengo diez años de experiencia en kinesiología geriátrica y talleres grupales.',
    proposedRate: null,
    status: 'submitted',
    createdAt: '2026-11-21T12:00:00.000Z',
    awardedAt: null,
    isRead: true,
    readAt: '2026-11-21T13:00:00.000Z',
    ...application,
  },
  professional: {
    id: 'pro-1',
    name: 'Camila Rojas',
    email: 'camila@ejemplo.cl',
    specialty: 'Kinesiología',
    ratingAvg: 0,
    ratingCount: 0,
    verifications: [],
    rnpiNumber: null,
    ...professional,
  },
});

export const buildMyApplication = (overrides: Partial<MyApplicationResponse> = {}): MyApplicationResponse => ({
  ...buildEntry().application,
  id: '3f2a9c1b-0000-4000-8000-000000000001',
  isRead: false,
  readAt: null,
  offer: {
    id: OFFER_ID,
    title: 'Kinesiólogo para taller de movilidad',
    institutionName: 'Hogar Los Aromos',
    serviceType: ServiceType.Kinesiologo,
    modality: Modality.Presencial,
    location: 'Providencia, Santiago',
    payment: 35000,
    status: 'approved',
    closedAt: null,
  },
  refunded: false,
  ...overrides,
});

export const buildTokenSummary = (overrides: Partial<TokenSummaryResponse> = {}): TokenSummaryResponse => ({
  free: 2,
  premiumMonthly: 0,
  premiumBalance: 0,
  available: 2,
  premiumPlan: 'none',
  premiumPlanType: null,
  premiumRenewsAt: null,
  total: 2,
  used: 0,
  freeMonthly: 3,
  freeRenewsAt: '2026-12-01T03:00:00.000Z',
  isPremium: false,
  ...overrides,
});

// What the signed-in chrome asks for on every screen (chats badge, bell).
export const chromeHandlers = (userId: string): Handlers => ({
  [`GET /api/chats/user/${userId}`]: json([]),
  'GET /api/notifications/unread-count': json({ count: 0 }),
});

export const tokenHandlers = (summary: TokenSummaryResponse = buildTokenSummary()): Handlers => ({
  'GET /api/tokens/summary': json(summary),
  'GET /api/payments/cards': json([]),
  'GET /api/payments/subscriptions/current': json({
    planId: summary.premiumPlan === 'none' ? null : summary.premiumPlan,
    renewsAt: summary.premiumRenewsAt,
    nextPlanId: null,
  }),
});

// A signed-in user on a marketplace screen: the session, the gate's status and the chrome answered.
export const signInAs = (user: AuthUserResponse, handlers: Handlers = {}) => {
  window.localStorage.setItem('userId', user.id);
  return mockApi({
    ...authHandlers.signedIn(user),
    ...maintenanceHandlers.off(),
    ...chromeHandlers(user.id),
    ...handlers,
  });
};
