import { randomBytes } from 'node:crypto';

/** A buy order Transbank accepts (at most 26 characters) that no other payment has; it starts with 'cg'. */
export const newBuyOrder = (): string => `cg${Date.now().toString(36)}${randomBytes(6).toString('hex')}`;
