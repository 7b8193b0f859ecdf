import type {
  ForgotPasswordRequest,
  LoginRequest,
  MessageResponse,
  PublicUser,
  ResetPasswordRequest,
  SignupRequest,
} from '@cookmark/contracts';
import { apiRequest } from '../../lib/api';

export const login = (body: LoginRequest) => apiRequest<PublicUser>('POST', '/api/auth/login', body);
export const signup = (body: SignupRequest) => apiRequest<PublicUser>('POST', '/api/auth/signup', body);
export const logout = () => apiRequest<MessageResponse>('POST', '/api/auth/logout');
export const forgotPassword = (body: ForgotPasswordRequest) =>
  apiRequest<MessageResponse>('POST', '/api/auth/forgot-password', body);
export const resetPassword = (body: ResetPasswordRequest) =>
  apiRequest<MessageResponse>('POST', '/api/auth/reset-password', body);
