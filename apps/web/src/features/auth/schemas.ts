import { z } from 'zod';

const email = z.string().trim().min(1, 'Enter your e-mail address.').email('Enter a valid e-mail address, like name@example.com.');

export const signInSchema = z.object({
  email,
  password: z.string().min(1, 'Enter your password.'),
  remember: z.boolean(),
});
export type SignInValues = z.infer<typeof signInSchema>;

/** The server's rule (PASSWORD_MIN_LENGTH, 8 by default), also checked here so it shows as you type. */
export function passwordSchema(minLength: number) {
  return z
    .string()
    .min(minLength, `Use at least ${minLength} characters.`)
    .max(72, 'Use at most 72 characters.');
}

export function signUpSchema(minLength: number) {
  return z.object({
    fullName: z.string().trim().min(1, 'Enter your name.').max(200, 'Use at most 200 characters.'),
    email,
    password: passwordSchema(minLength),
  });
}
export type SignUpValues = z.infer<ReturnType<typeof signUpSchema>>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

export function resetPasswordSchema(minLength: number) {
  return z
    .object({ password: passwordSchema(minLength), confirm: z.string() })
    .refine((values) => values.password === values.confirm, { message: 'The passwords do not match.', path: ['confirm'] });
}
export type ResetPasswordValues = z.infer<ReturnType<typeof resetPasswordSchema>>;

export const totpSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.'),
});
export type TotpValues = z.infer<typeof totpSchema>;
