import type { PublishedReviewResponse } from '@conectando/contracts';
import type { UsersService } from '../users/users.service';

/** The fields a shown review reads, from a meeting's or award's review or a live class's. */
interface ReviewRow {
  rating: number;
  comment: string | null;
  reviewerId: string;
  createdAt: Date;
}

/** Reviews as the screens show them: the stars, the comment and the reviewer's name, in `rows`' order. */
export async function withAuthorNames(users: UsersService, rows: ReviewRow[]): Promise<PublishedReviewResponse[]> {
  const names = await users.displayNames(rows.map((r) => r.reviewerId));
  return rows.map((r) => ({
    rating: r.rating,
    comment: r.comment,
    authorName: names.get(r.reviewerId) ?? '',
    createdAt: r.createdAt.toISOString(),
  }));
}
