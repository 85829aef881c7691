import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { COGNITO_ERROR_TABLE, mapCognitoError, type PoolOperation } from './cognito-errors';

/** An exception as the AWS SDK throws it: an Error whose `name` is Cognito's exception type. */
function poolException(name: string) {
  return Object.assign(new Error(`${name} from the pool`), { name });
}

const invalidCode = { status: 400, message: 'Invalid verification code. Please check the code and try again.' };
const expiredCode = { status: 400, message: 'This code has expired. Please request a new one.' };
const invalidCredentials = { status: 401, message: 'Incorrect email or password.' };
const duplicate = { status: 409, message: 'An account with this email already exists.' };
const alreadyConfirmed = { status: 409, message: 'This account is already confirmed. Please sign in.' };
const tooMany = { status: 429, message: 'Too many attempts. Please wait a few minutes and try again.' };

type Expected = { status: number; message: string | RegExp } | 'neutral';

/** Each row of the table, in each operation where it means something different. */
const rows: Array<[exception: string, operation: PoolOperation, expected: Expected]> = [
  ['UsernameExistsException', 'register', duplicate],
  ['AliasExistsException', 'register', duplicate],
  ['CodeMismatchException', 'confirmSignup', invalidCode],
  ['CodeMismatchException', 'resetPassword', invalidCode],
  ['ExpiredCodeException', 'confirmSignup', expiredCode],
  ['ExpiredCodeException', 'resetPassword', expiredCode],
  ['NotAuthorizedException', 'signIn', invalidCredentials],
  ['NotAuthorizedException', 'confirmSignup', alreadyConfirmed],
  ['NotAuthorizedException', 'refresh', { status: 401, message: 'Your session has expired. Please sign in again.' }],
  ['NotAuthorizedException', 'setInitialPassword', { status: 400, message: /^This password link is not valid/ }],
  ['UserNotFoundException', 'signIn', invalidCredentials],
  ['UserNotFoundException', 'requestPasswordReset', 'neutral'],
  ['UserNotFoundException', 'resendConfirmation', 'neutral'],
  ['UserNotFoundException', 'resetPassword', invalidCode],
  ['UserNotConfirmedException', 'signIn', { status: 403, message: /^Your account is not confirmed yet/ }],
  ['PasswordResetRequiredException', 'signIn', { status: 403, message: /^Your password must be reset/ }],
  ['InvalidPasswordException', 'register', { status: 400, message: /^Password must be at least 8 characters/ }],
  ['InvalidPasswordException', 'signIn', invalidCredentials],
  ['InvalidParameterException', 'resendConfirmation', alreadyConfirmed],
  ['InvalidParameterException', 'requestPasswordReset', 'neutral'],
  ['InvalidParameterException', 'register', { status: 400, message: /^Please check the details/ }],
  ['LimitExceededException', 'requestPasswordReset', tooMany],
  ['TooManyRequestsException', 'signIn', tooMany],
  ['TooManyFailedAttemptsException', 'signIn', tooMany],
  ['CodeDeliveryFailureException', 'register', { status: 503, message: /^We could not send the code/ }],
];

describe('mapCognitoError', () => {
  it.each(rows)('answers %s during %s as our accounts service would', (exception, operation, expected) => {
    const outcome = mapCognitoError(poolException(exception), operation);
    if (expected === 'neutral') {
      expect(outcome).toBe('neutral');
      return;
    }
    expect(outcome).toBeInstanceOf(AppError);
    const error = outcome as AppError;
    expect(error.statusCode).toBe(expected.status);
    expect(error.message).toMatch(expected.message);
  });

  it('has a test row for every exception in the table', () => {
    expect(new Set(rows.map(([exception]) => exception))).toEqual(new Set(Object.keys(COGNITO_ERROR_TABLE)));
  });

  it('puts the password policy message on the field the form shows it under', () => {
    expect((mapCognitoError(poolException('InvalidPasswordException'), 'resetPassword') as AppError).field).toBe(
      'newPassword',
    );
  });

  it('answers an unknown exception or a network failure with 503 and a generic message', () => {
    for (const error of [poolException('InternalErrorException'), new TypeError('fetch failed'), 'not an error']) {
      const outcome = mapCognitoError(error, 'signIn') as AppError;
      expect(outcome.statusCode).toBe(503);
      expect(outcome.message).toBe('Sign-in is not available right now. Please try again in a few minutes.');
    }
  });
});
