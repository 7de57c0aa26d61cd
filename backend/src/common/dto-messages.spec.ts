import * as contracts from '@conectando/contracts';
import { getMetadataStorage, type ValidationArguments } from 'class-validator';
import { AppError } from './errors/app-error';
import { validatePayload } from './validate-payload';

const { MSG, MARKET_MSG, VIDEO_MSG, CHAT_MSG } = contracts;
const storage = getMetadataStorage();
type Rule = ReturnType<typeof storage.getTargetValidationMetadatas>[number];

const dtoClasses = Object.values(contracts)
  .filter((v): v is new () => object => typeof v === 'function')
  .filter((cls) => storage.getTargetValidationMetadatas(cls, '', true, false).length > 0);

// Rules that bound a value from above: they must never be what a missing value is told.
const UPPER_BOUNDS = new Set(['maxLength', 'arrayMaxSize', 'max']);

const messageOf = (rule: Rule, args: ValidationArguments): string =>
  typeof rule.message === 'function' ? rule.message(args) : (rule.message ?? '');

/**
 * The rule that answers for a missing value, as both sides pick it: class-validator runs a property's
 * rules in the order they were registered (TypeScript applies the decorator nearest the property
 * first), the server stops at the first failure and the form resolver shows the first one.
 * Conditions (IsOptional, ValidateIf) are taken as met: the question is what is said when it is checked.
 */
function firstFailureWhenMissing(cls: new () => object, property: string) {
  const rules = storage
    .getTargetValidationMetadatas(cls, '', true, false)
    .filter((rule) => rule.propertyName === property && rule.type === 'customValidation');
  for (const rule of rules) {
    const args = { value: undefined, constraints: rule.constraints, targetName: cls.name, object: {}, property };
    for (const constraint of storage.getTargetValidatorConstraints(rule.constraintCls)) {
      if (!constraint.instance.validate(undefined, args)) {
        return { name: constraint.name ?? '', message: messageOf(rule, args), rules, args };
      }
    }
  }
  return undefined;
}

describe('the first message of every DTO for a missing field', () => {
  const properties = dtoClasses.flatMap((cls) => [
    ...new Set(
      storage.getTargetValidationMetadatas(cls, '', true, false).map((rule) => [cls, rule.propertyName] as const),
    ),
  ]);
  const unique = [...new Map(properties.map(([cls, p]) => [`${cls.name}.${p}`, [cls, p] as const])).values()];

  it('should cover every DTO of the contracts', () => {
    expect(dtoClasses.length).toBeGreaterThan(25);
    expect(unique.length).toBeGreaterThan(60);
  });

  it.each(unique.map(([cls, p]) => [`${cls.name}.${p}`, cls, p] as const))(
    '%s should not answer a missing value with an upper limit',
    (_name, cls, property) => {
      const first = firstFailureWhenMissing(cls, property);
      if (!first || !UPPER_BOUNDS.has(first.name)) return;
      // A bound that shares its message with a presence or type rule says the same thing (an email's).
      const others = first.rules
        .filter(
          (rule) => !storage.getTargetValidatorConstraints(rule.constraintCls).some((c) => UPPER_BOUNDS.has(c.name)),
        )
        .map((rule) => messageOf(rule, first.args));
      expect({ property, message: first.message, sharedWithARequiredRule: others.includes(first.message) }).toEqual({
        property,
        message: first.message,
        sharedWithARequiredRule: true,
      });
    },
  );
});

describe("the spec's messages for missing fields", () => {
  // What each form's required fields answer when they are left out (the product spec's words).
  const required: [new () => object, Record<string, unknown>, Record<string, string>][] = [
    [contracts.LoginDto, {}, { email: MSG.emailInvalid, password: MSG.passwordRequired }],
    [
      contracts.RegisterDto,
      {},
      {
        name: MSG.nameRequired,
        email: MSG.emailInvalid,
        password: MSG.passwordMin,
        country: MSG.countryRequired,
        region: MSG.regionRequired,
        userType: MSG.userTypeRequired,
        acceptTerms: MSG.acceptTerms,
        acceptPrivacy: MSG.acceptPrivacy,
      },
    ],
    [contracts.RegisterDto, { userType: 'professional' }, { specialty: MSG.professionalRequired }],
    [contracts.RegisterDto, { userType: 'professional' }, { certificateUrl: MSG.professionalRequired }],
    [
      contracts.RegisterDto,
      { userType: 'institution' },
      {
        institutionName: MSG.institutionRequired,
        legalRepresentative: MSG.institutionRequired,
        institutionEmail: MSG.institutionRequired,
        institutionDocumentUrl: MSG.institutionRequired,
      },
    ],
    [contracts.RegisterFormDto, { password: 'secreto-largo' }, { confirmPassword: MSG.confirmRequired }],
    [contracts.UpdateProfileDto, {}, { name: MSG.nameRequired, email: MSG.emailInvalid }],
    [contracts.UploadSkillVideoDto, {}, { title: VIDEO_MSG.titleRequired, skillName: VIDEO_MSG.skillRequired }],
    [
      contracts.CreateOfferDto,
      {},
      {
        title: MARKET_MSG.titleMin,
        description: MARKET_MSG.descriptionMin,
        serviceType: MARKET_MSG.serviceTypeRequired,
        modality: MARKET_MSG.modalityRequired,
        location: MARKET_MSG.locationRequired,
        payment: MARKET_MSG.paymentMin,
      },
    ],
    [contracts.CreateApplicationDto, {}, { coverLetter: MARKET_MSG.coverLetterMin }],
    [contracts.UpdateOfferStatusDto, { status: 'rejected' }, { rejectionReason: MARKET_MSG.reasonRequired }],
    [contracts.SendMessageDto, {}, { content: CHAT_MSG.emptyMessage }],
    [contracts.CreateChatDto, {}, { participantIds: CHAT_MSG.participants }],
  ];

  const cases = required.flatMap(([cls, context, fields]) =>
    Object.entries(fields).map(([field, message]) => [`${cls.name}.${field}`, cls, context, field, message] as const),
  );

  it.each(cases)('%s left out should answer its required message', (_name, cls, context, field, message) => {
    // Every other field is filled in by the payload's own context only, so the field's own rules speak:
    // the answer is the first message of the property, as the HTTP pipe and the socket give it.
    const errors = (() => {
      try {
        validatePayload(cls, context);
        return [];
      } catch (error) {
        return (error as AppError).details ?? [];
      }
    })();
    const first = firstFailureWhenMissing(cls, field);
    expect(first?.message).toBe(message);
    expect(errors).toContain(message);
  });

  it('should answer an empty registration with the name being required', () => {
    expect(() => validatePayload(contracts.RegisterDto, {})).toThrow(MSG.nameRequired);
  });
});
