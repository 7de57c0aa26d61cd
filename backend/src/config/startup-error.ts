/** A start-up problem the operator can fix, printed as its message alone (no stack trace). */
export class StartupError extends Error {}
