import { Injectable } from '@nestjs/common';
import { Modality, ServiceType } from '@conectando/contracts';
import { EntityManager } from 'typeorm';
import { PremiumTokensService } from '../tokens/premium-tokens.service';
import { TokensService } from '../tokens/tokens.service';

const DEMO_INSTITUTION = 'institucion@demo.cl';
const DEMO_PROFESSIONAL = 'profesional@demo.cl';

interface DemoOffer {
  title: string;
  description: string;
  serviceType: ServiceType;
  modality: Modality;
  location: string;
  payment: number;
  duration: number;
  requirements: string | null;
  status: 'approved' | 'pending';
}

const DEMO_OFFERS: DemoOffer[] = [
  {
    title: 'Kinesiólogo/a para taller de movilidad',
    description:
      'Buscamos kinesiólogo/a para un taller semanal de movilidad y prevención de caídas con un grupo de doce residentes de nuestro hogar.',
    serviceType: ServiceType.Kinesiologo,
    modality: Modality.Presencial,
    location: 'Concepción',
    payment: 35000,
    duration: 90,
    requirements: 'Título profesional y experiencia con personas mayores.',
    status: 'approved',
  },
  {
    title: 'Nutricionista para evaluación de residentes',
    description:
      'Necesitamos nutricionista para evaluar la alimentación de nuestros residentes y proponer una minuta mensual adaptada a sus necesidades.',
    serviceType: ServiceType.Nutricionista,
    modality: Modality.Hibrido,
    location: 'Concepción',
    payment: 45000,
    duration: 120,
    requirements: null,
    status: 'approved',
  },
  {
    title: 'Psicólogo/a para acompañamiento grupal',
    description:
      'Buscamos psicólogo/a para sesiones online de acompañamiento grupal con familias de residentes, dos veces al mes durante tres meses.',
    serviceType: ServiceType.Psicologo,
    modality: Modality.Online,
    location: 'Concepción (online)',
    payment: 30000,
    duration: 60,
    requirements: 'Experiencia en duelo y cuidado de personas mayores.',
    status: 'pending',
  },
];

/** Demo marketplace data, added to an empty database with the demo accounts: offers, one application, tokens. */
@Injectable()
export class MarketplaceSeeder {
  constructor(
    private readonly tokens: TokensService,
    private readonly premium: PremiumTokensService,
  ) {}

  async seed(tx: EntityManager): Promise<void> {
    const users: { id: string; email: string }[] = await tx.query(
      `SELECT id, email FROM users WHERE email IN ($1, $2)`,
      [DEMO_INSTITUTION, DEMO_PROFESSIONAL],
    );
    const institution = users.find((u) => u.email === DEMO_INSTITUTION);
    const professional = users.find((u) => u.email === DEMO_PROFESSIONAL);
    if (!institution || !professional) return;
    await this.tokens.prepare(tx, institution.id);
    await this.tokens.prepare(tx, professional.id);
    await this.premium.grantPremium(tx, institution.id, 'pack_purchase', 3, 'pack-3');
    await this.premium.grantPremium(tx, professional.id, 'pack_purchase', 5, 'pack-5');
    const offerIds: string[] = [];
    for (const o of DEMO_OFFERS) {
      const [row]: { id: string }[] = await tx.query(
        `INSERT INTO job_offers (institution_id, title, description, service_type, modality, location, payment, duration, requirements, status, reviewed_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::varchar, CASE WHEN $10::varchar = 'approved' THEN now() END) RETURNING id`,
        [
          institution.id,
          o.title,
          o.description,
          o.serviceType,
          o.modality,
          o.location,
          o.payment,
          o.duration,
          o.requirements,
          o.status,
        ],
      );
      const spent = await this.tokens.spend(tx, institution.id, 'spend_publish', { offerId: row.id });
      await tx.query(`UPDATE job_offers SET publish_spend_id = $2 WHERE id = $1`, [row.id, spent?.ledgerId ?? null]);
      offerIds.push(row.id);
    }
    const [application]: { id: string }[] = await tx.query(
      `INSERT INTO applications (job_offer_id, professional_id, cover_letter, proposed_rate) VALUES ($1, $2, $3, $4) RETURNING id`,
      [
        offerIds[0],
        professional.id,
        'Soy kinesióloga geriátrica con ocho años de experiencia en talleres de movilidad y prevención de caídas. Me encantaría trabajar con sus residentes.',
        32000,
      ],
    );
    const spent = await this.tokens.spend(tx, professional.id, 'spend_apply', {
      offerId: offerIds[0],
      applicationId: application.id,
    });
    await tx.query(`UPDATE applications SET spend_id = $2 WHERE id = $1`, [application.id, spent?.ledgerId ?? null]);
  }
}
