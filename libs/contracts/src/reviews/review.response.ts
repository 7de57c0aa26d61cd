/** A published review, as a profile shows it. */
export interface PublishedReviewResponse {
  rating: number;
  comment: string | null;
  authorName: string;
  createdAt: string;
}

/** The caller's own review, just written (hidden from the other until published). */
export interface ReviewResponse {
  id: string;
  rating: number;
  comment: string | null;
  revieweeId: string;
  published: boolean;
  createdAt: string;
}

/** What the caller may still review: shown as '¿Cómo te fue con <nombre>?'. */
export interface PendingReviewResponse {
  meetingId: string | null;
  applicationId: string | null;
  revieweeId: string;
  revieweeName: string;
}
