import {
  MAX_PROFILE_NAME_LENGTH,
  MIN_PASSWORD_LENGTH,
  PRODUCT_NAME,
  profileNameSchema,
} from '@vigila/domain';
import { html } from './html.ts';
import { renderPage } from './layout.ts';

/** A password shorter than MIN_PASSWORD_LENGTH (shared with the profile's change of password) is refused. */
export { MIN_PASSWORD_LENGTH };
/** Bounded so a form post cannot make scrypt hash megabytes. */
export const MAX_PASSWORD_LENGTH = 1024;
/** The same bound as a profile registered through the API (domain's profileNameSchema). */
export const MAX_NAME_LENGTH = MAX_PROFILE_NAME_LENGTH;

export const SIGN_UP_ERRORS = {
  nameMissing: 'Enter your name.',
  nameTooLong: `Use at most ${MAX_NAME_LENGTH} characters.`,
  nameNotAllowed: 'Use your name only: no role in brackets, no control or text-direction characters.',
  passwordTooShort: `Use at least ${MIN_PASSWORD_LENGTH} characters.`,
  passwordTooLong: `Use at most ${MAX_PASSWORD_LENGTH} characters.`,
  passwordsDiffer: 'The passwords do not match.',
} as const;

export interface SignUpFieldErrors {
  name?: string;
  password?: string;
  confirmation?: string;
}

export interface SignUpPageOptions {
  /** Where the form posts. */
  action: string;
  /** The invited address: shown, not editable (the invitation proves it). */
  email: string;
  organisation: string;
  /** What the person typed, kept after a refused attempt (never the passwords). */
  name?: string;
  errors?: SignUpFieldErrors;
}

/** The attributes that tie a field to its inline error, when it has one. */
function errorAttributes(id: string, error: string | undefined) {
  return error ? html`aria-describedby="${id}-error" aria-invalid="true"` : null;
}

function fieldError(id: string, error: string | undefined) {
  return error ? html`<p class="field-error" id="${id}-error">${error}</p>` : null;
}

/**
 * Sign-up through an invitation for an address that has no account yet: the same frame as the sign-in page,
 * with the invited e-mail read-only, a name and a password entered twice.
 */
export function renderSignUpPage({
  action,
  email,
  organisation,
  name,
  errors = {},
}: SignUpPageOptions): string {
  const hasErrors = Boolean(errors.name ?? errors.password ?? errors.confirmation);
  // Focus lands on the first field to correct (the name when there is nothing to correct).
  const focus = errors.name || !hasErrors ? 'name' : errors.password ? 'password' : 'confirmation';
  const autofocus = (id: string) => (focus === id ? html`autofocus` : null);
  const content = html`<h1>Create your account</h1>
    <p class="lead">Join ${organisation} on ${PRODUCT_NAME}.</p>
    ${hasErrors ? html`<p class="error" role="alert">Please correct the fields marked below.</p>` : null}
    <form method="post" action="${action}" novalidate>
      <label for="email">Email</label>
      <input id="email" name="email" type="email" autocomplete="username" readonly value="${email}" />
      <label for="name">Name</label>
      <input
        id="name"
        name="name"
        type="text"
        autocomplete="name"
        required
        maxlength="${MAX_NAME_LENGTH}"
        ${autofocus('name')}
        value="${name ?? ''}"
        ${errorAttributes('name', errors.name)}
      />
      ${fieldError('name', errors.name)}
      <label for="password">Password</label>
      <input
        id="password"
        name="password"
        type="password"
        autocomplete="new-password"
        required
        minlength="${MIN_PASSWORD_LENGTH}"
        ${autofocus('password')}
        aria-describedby="${errors.password ? 'password-error password-hint' : 'password-hint'}"
        ${errors.password ? html`aria-invalid="true"` : null}
      />
      <p class="hint" id="password-hint">At least ${MIN_PASSWORD_LENGTH} characters.</p>
      ${fieldError('password', errors.password)}
      <label for="confirmation">Confirm password</label>
      <input
        id="confirmation"
        name="confirmation"
        type="password"
        autocomplete="new-password"
        required
        ${autofocus('confirmation')}
        ${errorAttributes('confirmation', errors.confirmation)}
      />
      ${fieldError('confirmation', errors.confirmation)}
      <button type="submit">Create account</button>
    </form>`;
  return renderPage({ title: 'Create your account', content });
}

export interface SignUpForm {
  name: string;
  password: string;
  confirmation: string;
}

/** Checks the sign-up form; an empty result means it can be used. */
export function checkSignUpForm({ name, password, confirmation }: SignUpForm): SignUpFieldErrors {
  const errors: SignUpFieldErrors = {};
  const trimmed = name.trim();
  if (trimmed.length === 0) errors.name = SIGN_UP_ERRORS.nameMissing;
  else if (trimmed.length > MAX_NAME_LENGTH) errors.name = SIGN_UP_ERRORS.nameTooLong;
  // Teammates see this name beside role badges: it obeys the rules of a registered profile.
  else if (!profileNameSchema.safeParse(trimmed).success) errors.name = SIGN_UP_ERRORS.nameNotAllowed;
  if (password.length < MIN_PASSWORD_LENGTH) errors.password = SIGN_UP_ERRORS.passwordTooShort;
  else if (password.length > MAX_PASSWORD_LENGTH) errors.password = SIGN_UP_ERRORS.passwordTooLong;
  else if (confirmation !== password) errors.confirmation = SIGN_UP_ERRORS.passwordsDiffer;
  return errors;
}
