import { Injectable, OnModuleInit } from '@nestjs/common';
import { DataSource, IsNull, Not } from 'typeorm';
import { ERASE_NORMAL, PersonalDataRegistry } from '../../infra/personal-data/personal-data.registry';
import { Review } from './entities/review.entity';

const toExport = (r: Review) => ({
  id: r.id,
  reviewerId: r.reviewerId,
  revieweeId: r.revieweeId,
  meetingId: r.meetingId,
  applicationId: r.applicationId,
  rating: r.rating,
  comment: r.comment,
  publishedAt: r.publishedAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

/**
 * The reviews a person wrote, and those written about them once published (unpublished ones stay
 * blind). On erasure their comments go; the stars stay, since others' ratings are made of them.
 */
@Injectable()
export class ReviewsPersonalData implements OnModuleInit {
  constructor(
    private readonly registry: PersonalDataRegistry,
    private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    this.registry.register({
      key: 'reviews',
      eraseOrder: ERASE_NORMAL,
      exportFor: async (userId) => {
        const repo = this.dataSource.getRepository(Review);
        const [written, received] = await Promise.all([
          repo.find({ where: { reviewerId: userId }, order: { createdAt: 'ASC' } }),
          repo.find({ where: { revieweeId: userId, publishedAt: Not(IsNull()) }, order: { createdAt: 'ASC' } }),
        ]);
        return { written: written.map(toExport), received: received.map(toExport) };
      },
      eraseFor: async ({ tx, userId }) => {
        await tx.update(Review, { reviewerId: userId }, { comment: null });
      },
    });
  }
}
