// In contracts: the registration form's server reads a birth date typed before the app ran.
export { dayText, parseDayText } from '@conectando/contracts';
