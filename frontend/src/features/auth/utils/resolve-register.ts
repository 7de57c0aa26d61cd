import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { RegisterFormDto } from '@conectando/contracts';

/** The registration's rules (RegisterFormDto's, checked by class-validator) for react-hook-form. */
export const resolveRegister = classValidatorResolver(RegisterFormDto);
