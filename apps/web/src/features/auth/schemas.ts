// zod/mini: the same schemas at a fraction of the bundle (the sign-in page has a size budget).
import * as z from 'zod/mini';

const email = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Enter your e-mail address.'),
    z.email('Enter a valid e-mail address, like name@example.com.'),
  );

export const signInSchema = z.object({
  email,
  password: z.string().check(z.minLength(1, 'Enter your password.')),
  remember: z.boolean(),
});
export type SignInValues = z.infer<typeof signInSchema>;

/** The server's rule (PASSWORD_MIN_LENGTH, 8 by default), also checked here so it shows as you type. */
export function passwordSchema(minLength: number) {
  return z
    .string()
    .check(
      z.minLength(minLength, `Use at least ${minLength} characters.`),
      z.maxLength(72, 'Use at most 72 characters.'),
    );
}

export function signUpSchema(minLength: number) {
  return z.object({
    fullName: z
      .string()
      .check(z.trim(), z.minLength(1, 'Enter your name.'), z.maxLength(200, 'Use at most 200 characters.')),
    email,
    password: passwordSchema(minLength),
  });
}
export type SignUpValues = z.infer<ReturnType<typeof signUpSchema>>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

export function resetPasswordSchema(minLength: number) {
  return z.object({ password: passwordSchema(minLength), confirm: z.string() }).check(
    z.refine((values) => values.password === values.confirm, {
      message: 'The passwords do not match.',
      path: ['confirm'],
    }),
  );
}
export type ResetPasswordValues = z.infer<ReturnType<typeof resetPasswordSchema>>;

export const totpSchema = z.object({
  code: z.string().check(z.trim(), z.regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.')),
});
export type TotpValues = z.infer<typeof totpSchema>;
