/**
 * The marketplace's HTTP calls (all under /api, session cookie required), for both sides to agree on.
 *
 * GET    /api/offers?serviceType=&modality=&location=   approved offers (validated professionals, institutions, admins) → JobOfferResponse[]
 * GET    /api/job-offers                                alias of GET /api/offers
 * GET    /api/offers/:id                                one offer (approved ones for everyone allowed; any status for its owner and admins) → JobOfferResponse
 * POST   /api/offers                                    CreateOfferDto (validated institutions; spends one token) → MyOfferResponse (201)
 * PUT    /api/offers/:id                                CreateOfferDto: edit and resubmit a rejected offer (back to pending; spends one token) → MyOfferResponse
 * POST   /api/offers/:id/close                          'Cerrar sin adjudicar' (owner; approved and open; refunds applicants) → MyOfferResponse
 * PATCH  /api/offers/:id/status                         UpdateOfferStatusDto (admin; pending only; rejection refunds) → JobOfferResponse
 * GET    /api/my/offers                                 the institution's own offers → MyOfferResponse[]
 * GET    /api/offers/:id/applications                   owner institution only → OfferApplicationEntry[]
 * GET    /api/job-offers/:id/applications               alias
 * POST   /api/applications                              CreateApplicationDto (validated professionals; spends one token) → ApplicationResponse (201)
 * GET    /api/my/applications                           → MyApplicationResponse[]
 * PATCH  /api/applications/:id/mark-read                owner institution → ApplicationResponse
 * PATCH  /api/offers/:id/applications/mark-read         owner institution: marks all of the offer's applications read → { updated: number }
 * POST   /api/applications/:id/award                    owner institution; exactly one per offer (409 for the loser) → ApplicationResponse
 * GET    /api/professional-profiles                     validated institutions (and admins) → ProfessionalProfileResponse[]
 * GET    /api/tokens/summary                            → TokenSummaryResponse
 * GET    /api/tokens/history                            → TokenLedgerEntryResponse[] (newest first, up to 100)
 * GET    /api/premium/catalog                           → PremiumCatalogResponse (plans and packs of the caller's account type)
 * POST   /api/premium/subscribe                         SubscribePremiumDto → TokenSummaryResponse (409 while a plan is active)
 * POST   /api/premium/top-up                            TopUpTokensDto → TokenSummaryResponse
 * POST   /api/premium/cancel                            CancelPremiumDto → TokenSummaryResponse (remaining tokens kept)
 * GET    /api/admin/offers                              admin → AdminOffersResponse (pending, approved, rejected)
 * GET    /api/admin/pending-counts                      admin → AdminPendingCountsResponse (also pushed as `admin:pending-counts`)
 * GET    /admin/queues                                  BullMQ dashboard (admin session only; needs REDIS_URL)
 *
 * Errors: { statusCode, code, message } with the Spanish message. No tokens → 402 with code NO_TOKENS and
 * MARKET_MSG.noTokensToApply / noTokensToPublish. A lost award race or a second application → 409.
 */
export const MARKETPLACE_ERROR_CODES = {
  noTokens: 'NO_TOKENS',
  conflict: 'CONFLICT',
} as const;
