/** Days after a rejected plan charge on which it is tried again (counted from the first rejection); then the plan ends. */
export const PLAN_RETRY_DAYS = [1, 3] as const;
