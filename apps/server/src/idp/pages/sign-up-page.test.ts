import { describe, expect, it } from 'vitest';
import { checkSignUpForm, renderSignUpPage, SIGN_UP_ERRORS } from './sign-up-page.ts';

describe('sign-up page', () => {
  const options = { action: '/oidc/interaction/u1/signup', email: 'nina@example.test', organisation: 'Acme' };

  it('shows the invited address read-only and labels every field', () => {
    const page = renderSignUpPage(options);
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('<h1>Create your account</h1>');
    expect(page).toContain('Join Acme on Vigila.');
    expect(page).toMatch(/<input[^>]*id="email"[^>]*readonly[^>]*value="nina@example.test"/);
    expect(page).toContain('<label for="name">Name</label>');
    expect(page).toContain('<label for="password">Password</label>');
    expect(page).toContain('<label for="confirmation">Confirm password</label>');
    expect(page).toContain('autocomplete="new-password"');
    expect(page).toContain('At least 10 characters.');
    expect(page).toContain('>Create account</button>');
    expect(page).not.toContain('role="alert"');
    expect(page).not.toMatch(/<(script|img)\b/);
  });

  it('shows errors inline, tied to their fields, and escapes what was typed', () => {
    const page = renderSignUpPage({
      ...options,
      organisation: '<b>Acme</b>',
      name: '"><script>x</script>',
      errors: { name: SIGN_UP_ERRORS.nameTooLong, confirmation: SIGN_UP_ERRORS.passwordsDiffer },
    });
    expect(page).toContain('role="alert"');
    expect(page).toContain('<p class="field-error" id="name-error">Use at most 100 characters.</p>');
    expect(page).toMatch(/id="name"[^>]*aria-describedby="name-error" aria-invalid="true"/);
    expect(page).toMatch(/id="confirmation"[^>]*aria-describedby="confirmation-error" aria-invalid="true"/);
    expect(page).toContain('The passwords do not match.');
    expect(page).toContain('&lt;b&gt;Acme&lt;/b&gt;');
    expect(page).not.toContain('<script>x');
  });

  it('puts the focus on the first field to correct', () => {
    const autofocused = (page: string) => /<input[^>]*id="(\w+)"[^>]*\bautofocus\b/.exec(page)?.[1];
    expect(autofocused(renderSignUpPage(options))).toBe('name');
    const passwordError = { password: SIGN_UP_ERRORS.passwordTooShort };
    expect(autofocused(renderSignUpPage({ ...options, errors: passwordError }))).toBe('password');
    const confirmationError = { confirmation: SIGN_UP_ERRORS.passwordsDiffer };
    expect(autofocused(renderSignUpPage({ ...options, errors: confirmationError }))).toBe('confirmation');
  });
});

describe('sign-up form check', () => {
  const good = { name: 'Nina', password: 'ten-chars!', confirmation: 'ten-chars!' };

  it('accepts a name and a password of at least 10 characters typed twice', () => {
    expect(checkSignUpForm(good)).toEqual({});
  });

  it('names what is wrong', () => {
    expect(checkSignUpForm({ ...good, name: '  ' })).toEqual({ name: SIGN_UP_ERRORS.nameMissing });
    expect(checkSignUpForm({ ...good, name: 'x'.repeat(101) })).toEqual({ name: SIGN_UP_ERRORS.nameTooLong });
    // Teammates see the name beside role badges: it may not pose as a role nor reorder the text around it.
    for (const name of ['Mallory (Owner)', 'Eve [Admin]', 'Mallory\u202E)renwO(', 'Bell\u0007']) {
      expect(checkSignUpForm({ ...good, name })).toEqual({ name: SIGN_UP_ERRORS.nameNotAllowed });
    }
    expect(checkSignUpForm({ ...good, password: 'nine-char', confirmation: 'nine-char' })).toEqual({
      password: SIGN_UP_ERRORS.passwordTooShort,
    });
    expect(checkSignUpForm({ ...good, password: 'x'.repeat(1025), confirmation: 'x'.repeat(1025) })).toEqual({
      password: SIGN_UP_ERRORS.passwordTooLong,
    });
    expect(checkSignUpForm({ ...good, confirmation: 'ten-chars?' })).toEqual({
      confirmation: SIGN_UP_ERRORS.passwordsDiffer,
    });
  });
});
