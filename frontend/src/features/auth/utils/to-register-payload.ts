import { UserType, type RegisterDto, type RegisterFormDto } from '@conectando/contracts';

// What the server receives: the form minus confirmPassword, only the block that matches
// the chosen user type, and no empty optional fields.
export function toRegisterPayload(values: RegisterFormDto): RegisterDto {
  const payload: RegisterDto = {
    name: values.name,
    email: values.email,
    password: values.password,
    birthDate: values.birthDate || undefined,
    gender: values.gender || undefined,
    country: values.country,
    region: values.region,
    userType: values.userType,
    acceptTerms: values.acceptTerms,
    acceptPrivacy: values.acceptPrivacy,
    acceptNotifications: Boolean(values.acceptNotifications),
    profileImage: values.profileImage || undefined,
  };
  if (values.userType === UserType.Professional) {
    payload.specialty = values.specialty;
    payload.certificateUrl = values.certificateUrl;
  }
  if (values.userType === UserType.Institution) {
    payload.institutionName = values.institutionName;
    payload.legalRepresentative = values.legalRepresentative;
    payload.institutionEmail = values.institutionEmail;
    payload.institutionDocumentUrl = values.institutionDocumentUrl;
  }
  return Object.fromEntries(Object.entries(payload).filter(([, value]) => value !== undefined)) as RegisterDto;
}
