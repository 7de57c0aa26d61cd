import { LoginDto } from '@conectando/contracts';
import { validateDto } from '@/lib/validate-dto';

export const validateLogin = (values: { email: string; password: string }) => validateDto(LoginDto, values);
