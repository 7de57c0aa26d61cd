import { loggedUrl } from './logging';

describe('loggedUrl', () => {
  it('should keep the page, the card chosen and why a form was refused, never what was typed', () => {
    expect(loggedUrl('/register?tipo=person&name=Ana&email=ana%40x.cl&error=email%3AemailInvalid')).toBe(
      '/register?tipo=person&error=email%3AemailInvalid',
    );
    expect(loggedUrl('/login?error=INVALID_CREDENTIALS&email=ana%40x.cl')).toBe('/login?error=INVALID_CREDENTIALS');
    expect(loggedUrl('/login?email=ana%40x.cl')).toBe('/login');
  });

  it('should leave every other address as it came', () => {
    expect(loggedUrl('/api/skills?q=guitarra')).toBe('/api/skills?q=guitarra');
    expect(loggedUrl('/register')).toBe('/register');
  });
});
