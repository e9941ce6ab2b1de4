import { describe, expect, it } from 'vitest';
import {
  emailCheckSchema,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  signupSchema,
} from './auth.ts';
import { errorsOf } from './test-helpers.ts';

describe('email check form', () => {
  it('says Invalid Email when empty or malformed', () => {
    expect(errorsOf(emailCheckSchema, { email: '' })).toEqual({ email: 'Invalid Email' });
    expect(errorsOf(emailCheckSchema, { email: 'nope@' })).toEqual({ email: 'Invalid Email' });
  });
  it('accepts and lower-cases a simple email', () => {
    expect(emailCheckSchema.parse({ email: ' Amina@Example.dz ' })).toEqual({ email: 'amina@example.dz' });
  });
});

describe('signup form', () => {
  const valid = {
    firstName: 'Amina',
    lastName: 'Benali',
    phoneNumber: '0555 12 34 56',
    password: 'secret123',
    confirmPassword: 'secret123',
  };

  it('requires every field with its own message', () => {
    expect(
      errorsOf(signupSchema, {
        firstName: '',
        lastName: ' ',
        phoneNumber: '',
        password: '',
        confirmPassword: '',
      }),
    ).toEqual({
      firstName: 'First Name is Required',
      lastName: 'Last Name is Required',
      phoneNumber: 'Mobile Number is required',
      password: 'Password is Required',
      confirmPassword: 'Please Confirm your Password',
    });
  });
  it('needs 8 characters of password', () => {
    expect(errorsOf(signupSchema, { ...valid, password: 'short', confirmPassword: 'short' })).toEqual({
      password: 'Password must be at least 8 characters long',
    });
  });
  it('reports a mismatch even while other fields are empty', () => {
    expect(errorsOf(signupSchema, { ...valid, firstName: '', confirmPassword: 'other123' })).toEqual({
      firstName: 'First Name is Required',
      confirmPassword: 'Passwords Does not match',
    });
  });
  it('accepts a complete form', () => {
    expect(errorsOf(signupSchema, valid)).toEqual({});
  });
  it('refuses a number that is not an Algerian mobile, saying what one looks like', () => {
    expect(errorsOf(signupSchema, { ...valid, phoneNumber: '021 12 34 56' })).toEqual({
      phoneNumber:
        'Mobile Number must be an Algerian mobile: 05, 06 or 07 then 8 digits, or +213 then 5, 6 or 7 and 8 digits',
    });
  });
});

describe('login form', () => {
  it('has the login messages', () => {
    expect(errorsOf(loginSchema, { email: '', password: '' })).toEqual({
      email: 'Email or Mobile Number is required',
      password: 'Password is Required',
    });
    expect(errorsOf(loginSchema, { email: 'a@b', password: '1234567' })).toEqual({
      email: 'Enter your email address or your Algerian mobile number',
      password: 'Password must be at least 8 characters long',
    });
    expect(errorsOf(loginSchema, { email: 'a@b.dz', password: '12345678' })).toEqual({});
  });
  it('takes a mobile number in place of the email', () => {
    expect(loginSchema.parse({ email: '05 55 12 34 56', password: '12345678' }).email).toBe('+213555123456');
    expect(errorsOf(loginSchema, { email: '0123456789', password: '12345678' })).toEqual({
      email: 'Enter your email address or your Algerian mobile number',
    });
  });
});

describe('recovery forms', () => {
  it('step 1 uses the login email messages', () => {
    expect(errorsOf(forgotPasswordSchema, { email: '' })).toEqual({ email: 'Email is Required' });
    expect(errorsOf(forgotPasswordSchema, { email: 'x' })).toEqual({ email: 'Invalid email address' });
  });
  it('step 2 has its own messages', () => {
    expect(
      errorsOf(resetPasswordSchema, { verificationCode: '', password: '', confirmPassword: '' }),
    ).toEqual({
      verificationCode: 'Verification Code is Required',
      password: 'Password is Required',
      confirmPassword: 'Confirm Password is required',
    });
    expect(
      errorsOf(resetPasswordSchema, { verificationCode: '123456', password: 'short', confirmPassword: 'x' }),
    ).toEqual({
      password: 'Password must be at least 8 characters long',
      confirmPassword: "Confirm Password doesn't match",
    });
    expect(
      errorsOf(resetPasswordSchema, {
        verificationCode: '123456',
        password: 'newpass99',
        confirmPassword: 'newpass99',
      }),
    ).toEqual({});
  });
});
