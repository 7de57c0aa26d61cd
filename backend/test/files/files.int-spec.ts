import { PDF_BYTES, professionalPayload, signedInAdmin, signedUp } from '../support/factories';
import { TestApp } from '../support/test-app';
import { appPerSuite } from '../support/suite-app';

describe('GET /api/files/:id', () => {
  const { t } = appPerSuite();

  const certificateOf = async (agent: ReturnType<TestApp['agent']>, id: string) =>
    (await agent.get(`/api/users/${id}`).expect(200)).body.certificateUrl as string;

  it('should serve a certificate to its owner and to admins, with its real type', async () => {
    const pro = await signedUp(t, professionalPayload());
    const url = await certificateOf(pro.agent, pro.user.id);
    const own = await pro.agent.get(url).buffer(true).expect(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(own.body as Buffer, PDF_BYTES)).toBe(0);
    const admin = await signedInAdmin(t);
    await admin.agent.get(url).expect(200);
  });

  it('should refuse another user and an anonymous visitor', async () => {
    const pro = await signedUp(t, professionalPayload());
    const url = await certificateOf(pro.agent, pro.user.id);
    const other = await signedUp(t);
    expect((await other.agent.get(url).expect(403)).body.code).toBe('FORBIDDEN');
    await t.http().get(url).expect(401);
  });
});
