import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-fetch';
import {
  absoluteLink,
  firstProblem,
  inviteErrorText,
  inviteFormProblems,
  inviteRequest,
  WHOLE_HOME,
} from './invite-form';

describe('inviteFormProblems (spec 01 §5)', () => {
  it.each([
    [{ target: '', role: 'parent', email: '' }, false, { target: 'Please select a space or whole home' }],
    [{ target: 's1', role: '', email: '' }, false, { role: 'Please select a role' }],
    [{ target: 's1', role: 'parent', email: '' }, false, {}],
    [{ target: WHOLE_HOME, role: 'guest', email: '' }, false, {}],
    [{ target: 's1', role: 'child', email: '   ' }, true, { email: 'Please enter an email address' }],
    [
      { target: '', role: '', email: '' },
      true,
      {
        target: 'Please select a space or whole home',
        role: 'Please select a role',
        email: 'Please enter an email address',
      },
    ],
    [{ target: 's1', role: 'parent', email: 'kim@example.com' }, true, {}],
  ] as const)('%o (by e-mail: %s) → %o', (form, byEmail, problems) => {
    expect(inviteFormProblems(form, { byEmail })).toEqual(problems);
  });

  it('puts the space first, then the role, then the address', () => {
    expect(firstProblem({ role: 'Please select a role', target: 'Please select a space or whole home' })).toBe(
      'Please select a space or whole home',
    );
    expect(firstProblem({ email: 'Please enter an email address', role: 'Please select a role' })).toBe(
      'Please select a role',
    );
    expect(firstProblem({})).toBeUndefined();
  });
});

describe('inviteRequest', () => {
  it('asks for one space, or for the whole home, and adds the address only to send it', () => {
    expect(inviteRequest({ target: 's1', role: 'parent', email: 'x' }, { byEmail: false })).toEqual({
      space_id: 's1',
      role: 'parent',
    });
    expect(inviteRequest({ target: WHOLE_HOME, role: 'child', email: ' kim@example.com ' }, { byEmail: true })).toEqual(
      { whole_home: true, role: 'child', email: 'kim@example.com' },
    );
  });
});

describe('inviteErrorText', () => {
  const fallback = 'Failed to send invitation email. Please try again.';
  it.each([
    [new ApiError(400, 'invalid_input', 'email: Enter a valid email address.'), 'Enter a valid email address.'],
    [new ApiError(400, 'invalid_request', 'No spaces found to invite to'), 'No spaces found to invite to'],
    [new ApiError(404, 'not_found', 'Space not found'), 'Space not found'],
    [new ApiError(500, 'http_error', 'Something went wrong on the server.'), fallback],
    [new ApiError(0, 'network_error', 'Could not reach the server.'), fallback],
    [new Error('boom'), fallback],
  ])('%o → %s', (error, text) => {
    expect(inviteErrorText(error, fallback)).toBe(text);
  });
});

describe('absoluteLink', () => {
  it('keeps an absolute link and completes a path', () => {
    expect(absoluteLink('https://tidy.example/?invite=abc', 'http://localhost:5173')).toBe(
      'https://tidy.example/?invite=abc',
    );
    expect(absoluteLink('/?invite=abc', 'http://localhost:5173')).toBe('http://localhost:5173/?invite=abc');
  });
});
