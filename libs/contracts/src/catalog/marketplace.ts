export enum ServiceType {
  Psicologo = 'psicologo',
  Terapeuta = 'terapeuta',
  Enfermero = 'enfermero',
  Kinesiologo = 'kinesiologo',
  Nutricionista = 'nutricionista',
}

export const SERVICE_TYPE_LABELS: Record<ServiceType, string> = {
  [ServiceType.Psicologo]: 'Psicólogo/a',
  [ServiceType.Terapeuta]: 'Terapeuta ocupacional',
  [ServiceType.Enfermero]: 'Enfermero/a',
  [ServiceType.Kinesiologo]: 'Kinesiólogo/a',
  [ServiceType.Nutricionista]: 'Nutricionista',
};

export enum Modality {
  Presencial = 'presencial',
  Online = 'online',
  Hibrido = 'hibrido',
}

export const MODALITY_LABELS: Record<Modality, string> = {
  [Modality.Presencial]: 'Presencial',
  [Modality.Online]: 'Online',
  [Modality.Hibrido]: 'Híbrido',
};

export type PlanType = 'profesional' | 'institucion';

export interface PremiumPlan {
  id: string;
  name: string;
  planType: PlanType;
  tokensMonthly: number;
  priceClp: number;
}

export interface TokenPack {
  id: string;
  name: string;
  planType: PlanType;
  tokens: number;
  priceClp: number;
}

/** Monthly plans, CLP per month. */
export const PREMIUM_PLANS: readonly PremiumPlan[] = [
  { id: 'starter', name: 'Starter', planType: 'profesional', tokensMonthly: 3, priceClp: 3990 },
  { id: 'pro', name: 'Pro', planType: 'profesional', tokensMonthly: 10, priceClp: 9990 },
  { id: 'growth', name: 'Growth', planType: 'profesional', tokensMonthly: 30, priceClp: 24990 },
  { id: 'basico', name: 'Básico', planType: 'institucion', tokensMonthly: 5, priceClp: 4990 },
  { id: 'avanzado', name: 'Avanzado', planType: 'institucion', tokensMonthly: 15, priceClp: 12990 },
  { id: 'empresarial', name: 'Empresarial', planType: 'institucion', tokensMonthly: 30, priceClp: 24990 },
];

/** One-off token packs. */
export const TOKEN_PACKS: readonly TokenPack[] = [
  { id: 'pack-5', name: 'Pack 5 tokens', planType: 'profesional', tokens: 5, priceClp: 4990 },
  { id: 'pack-15', name: 'Pack 15 tokens', planType: 'profesional', tokens: 15, priceClp: 12990 },
  { id: 'pack-3', name: 'Pack 3 tokens', planType: 'institucion', tokens: 3, priceClp: 3990 },
  { id: 'pack-10', name: 'Pack 10 tokens', planType: 'institucion', tokens: 10, priceClp: 9990 },
];

/** Institutions get the institution catalogue; everyone else the professional one. */
export const planTypeFor = (accountType: string): PlanType =>
  accountType === 'institucion' ? 'institucion' : 'profesional';
