import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-fetch';
import { emailProblem, problemsFrom, readableMessage } from './form-problems';

const FIELDS = ['email', 'password', 'full_name'] as const;

describe('problemsFrom', () => {
  it('puts each reason of a weak password under the password field', () => {
    const error = new ApiError(400, 'weak_password', 'Choose a stronger password. A. B.', { reasons: ['A.', 'B.'] });
    expect(problemsFrom(error, FIELDS)).toEqual({ fields: { password: ['A.', 'B.'] }, message: null });
  });

  it('puts invalid input under the field it names', () => {
    const error = new ApiError(400, 'invalid_input', 'email: Enter a valid email address.', [
      { path: 'email', message: 'Enter a valid email address.' },
    ]);
    expect(problemsFrom(error, FIELDS)).toEqual({ fields: { email: ['Enter a valid email address.'] }, message: null });
  });

  it('shows invalid input for a field the form does not have as a message', () => {
    const error = new ApiError(400, 'invalid_input', 'redirect: must be a path', [
      { path: 'redirect', message: 'must be a path' },
    ]);
    expect(problemsFrom(error, FIELDS)).toEqual({ fields: {}, message: 'must be a path' });
  });

  it.each([
    [new ApiError(401, 'invalid_credentials', 'Invalid email or password.'), 'Invalid email or password.'],
    [
      new ApiError(429, 'rate_limited', 'Too many attempts. Try again in 15 minutes.'),
      'Too many attempts. Try again in 15 minutes.',
    ],
    [new Error('boom'), 'Something went wrong. Please try again.'],
  ])('shows anything else above the button: %s', (error, message) => {
    expect(problemsFrom(error, FIELDS)).toEqual({ fields: {}, message });
  });
});

describe('readableMessage', () => {
  it('drops the field name the server puts in front of invalid input', () => {
    const error = new ApiError(400, 'invalid_input', 'email: Enter a valid email address.', [
      { path: 'email', message: 'Enter a valid email address.' },
    ]);
    expect(readableMessage(error, 'Please try again.')).toBe('Enter a valid email address.');
  });

  it('falls back when the failure is not from the API', () => {
    expect(readableMessage(new TypeError('x'), 'Please try again.')).toBe('Please try again.');
  });
});

describe('emailProblem', () => {
  it.each([
    ['', 'Enter your email address.'],
    ['   ', 'Enter your email address.'],
    ['sam', 'Enter a valid email address.'],
    ['sam@example', 'Enter a valid email address.'],
    ['sam@example.com', null],
    [' sam@example.com ', null],
  ])('%j gives %j', (email, problem) => {
    expect(emailProblem(email)).toBe(problem);
  });
});
